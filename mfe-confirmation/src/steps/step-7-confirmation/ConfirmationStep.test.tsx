import { act, screen, within } from '@testing-library/react';
import type { ApiClient } from '@checkout/shared';
import { createTestStore, renderWithProviders, testConsultant, testHour } from '@checkout/dev-kit/testing';
import ConfirmationStep from './ConfirmationStep';

const APPOINTMENT_TEXT =
  '<p>Ihr Termin mit <strong>Anna Muster</strong> am <strong>Donnerstag, 05.03.2026</strong> ist reserviert.</p>';

/** A store right after booking Anna Muster on Thursday 5 March 2026, 09:00-10:00, in the given mode. */
function booked(options: { mode?: 'personal' | 'online' | 'phone'; handlers?: Partial<ApiClient> } = {}) {
  const made = createTestStore({
    handlers: {
      consultantGet: async () =>
        testConsultant('a1', {
          name: 'Anna Muster',
          imgUrl: 'https://img.example/anna.jpg',
          cta: { url: 'https://horizonte-reisen.example/berater/anna-muster' },
        }),
      ...options.handlers,
    },
  });
  act(() => {
    const { store } = made;
    store.dates.check('05.03.2026');
    store.pickAppointment(testHour('a1', '09:00'), null);
    store.agenda.setAdviceMode(options.mode ?? 'personal');
    store.advisorInformation.set({ name: 'Anna Muster', location: 'Zürich', consultantId: 'a1' });
    store.reservation.response = { appointmentText: APPOINTMENT_TEXT, bookingId: 'bk_1', consultantId: 'a1' };
    store.reservation.isBooked = true;
  });
  return made;
}

describe('ConfirmationStep', () => {
  it('thanks the visitor by advisor, lists the three follow-ups and shows the appointment text', async () => {
    const made = booked();
    renderWithProviders(<ConfirmationStep goTo={jest.fn()} />, made);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Vielen Dank! Anna Muster freut sich auf Sie.',
    );
    const points = within(screen.getAllByRole('list')[0]!).getAllByRole('listitem');
    expect(points.map((p) => p.textContent)).toEqual([
      'Wir haben Ihre Anfrage erhalten.',
      'Sie erhalten in Kürze eine Bestätigung per E-Mail.',
      'Wir freuen uns auf Sie in Zürich.',
    ]);
    expect(screen.getByText('Anna Muster', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Zum Reisetyp-Test/ })).toHaveAttribute(
      'href',
      'https://travel.example/reisetyp-test',
    );
    // The advisor card loads the advisor's page when only the name was kept.
    expect(await screen.findByRole('link', { name: 'Mehr über Anna Muster' })).toHaveAttribute(
      'href',
      'https://horizonte-reisen.example/berater/anna-muster',
    );
    expect(made.api.calls.filter((c) => c.method === 'consultantGet')).toHaveLength(1);
  });

  it.each([
    ['de-CH', 'personal', 'Wir freuen uns auf Sie in Zürich.'],
    [
      'de-CH',
      'online',
      'Den Link zum Videogespräch erhalten Sie per E-Mail, spätestens 30 Minuten vor dem Termin.',
    ],
    ['de-CH', 'phone', 'Anna Muster ruft Sie zum vereinbarten Zeitpunkt unter 079 123 45 67 an.'],
    [
      'fr-CH',
      'online',
      'Vous recevrez le lien de l’appel vidéo par e-mail, au plus tard 30 minutes avant le rendez-vous.',
    ],
    ['fr-CH', 'phone', 'Anna Muster vous appellera à l’heure convenue au 079 123 45 67.'],
  ] as const)(
    '(%s) a %s booking says where the consultation happens: no city for a call',
    (culture, mode, point) => {
      const made = booked({ mode });
      act(() => {
        made.store.settings.setCulture(culture);
        made.store.contactForm.setValues({ phone: '079 123 45 67' });
      });
      renderWithProviders(<ConfirmationStep goTo={jest.fn()} />, { ...made, culture });
      const points = within(screen.getAllByRole('list')[0]!).getAllByRole('listitem');
      expect(points.at(-1)).toHaveTextContent(point);
      if (mode !== 'personal')
        expect(points.map((p) => p.textContent).join(' ')).not.toMatch(/Zürich|Zurich/);
    },
  );

  it('renders the server text sanitised: no script, no handler, no javascript: link', () => {
    const made = booked();
    act(() => {
      made.store.reservation.response = {
        appointmentText:
          '<p>Termin</p><script>window.hacked=1</script><img src=x onerror="window.hacked=2"><a href="javascript:alert(1)">klick</a>',
        bookingId: 'bk_1',
        consultantId: 'a1',
      };
    });
    const { container } = renderWithProviders(<ConfirmationStep goTo={jest.fn()} />, made);
    const text = container.querySelector('.ck-appointment-text')!;
    expect(text.innerHTML).toBe('<p>Termin</p>klick');
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });

  it('offers the booked hour for the calendar: .ics download, Google and Outlook in Zurich time', () => {
    renderWithProviders(<ConfirmationStep goTo={jest.fn()} />, booked({ mode: 'online' }));
    const card = screen.getByRole('region', { name: 'In Ihren Kalender eintragen' });
    const ics = within(card).getByRole('link', { name: 'Kalenderdatei (.ics)' });
    expect(ics).toHaveAttribute('download', 'reiseberatung-2026-03-05.ics');
    const body = decodeURIComponent(
      ics.getAttribute('href')!.replace(/^data:text\/calendar;charset=utf-8,/, ''),
    ).replace(/\r\n /g, ''); // unfolded
    expect(body).toContain('DTSTART;TZID=Europe/Zurich:20260305T090000');
    expect(body).toContain('DTEND;TZID=Europe/Zurich:20260305T100000');
    expect(body).toContain('UID:bk_1@checkout.horizonte-reisen.example');
    expect(body).toContain('LOCATION:Videoberatung');
    expect(body).toContain('Ihr Termin mit Anna Muster am Donnerstag\\, 05.03.2026 ist reserviert.');
    const google = new URL(
      within(card)
        .getByRole('link', { name: /Google Kalender/ })
        .getAttribute('href')!,
    );
    // 5 March is winter time: 09:00 in Zurich is 08:00 UTC.
    expect(google.searchParams.get('dates')).toBe('20260305T080000Z/20260305T090000Z');
    const outlook = new URL(
      within(card)
        .getByRole('link', { name: /Outlook/ })
        .getAttribute('href')!,
    );
    expect(outlook.searchParams.get('startdt')).toBe('2026-03-05T08:00:00Z');
    expect(within(card).getByRole('link', { name: /Outlook/ })).toHaveAttribute('target', '_blank');
  });

  it('hides the matching-test card for a traveller whose travel-type profile is saved', () => {
    const made = booked();
    act(() => made.store.settings.setPerfectMatchData([0.4, 0.8]));
    renderWithProviders(<ConfirmationStep goTo={jest.fn()} />, made);
    expect(screen.queryByRole('link', { name: /Zum Reisetyp-Test/ })).toBeNull();
  });

  it('shows no advisor card and no calendar for a custom-date request, with the custom points in French', () => {
    const made = createTestStore();
    act(() => {
      made.store.enterCustomDateMode();
      made.store.agencyFilter.toggle({ id: 'ge', label: 'Genève Cornavin', isChecked: false });
      made.store.dates.setSelectedDateCustom('09.03.2026');
      // Step 1 self's default advice mode (spec: personal there).
      made.store.agenda.setAdviceMode('personal');
      made.store.settings.setCulture('fr-CH');
      made.store.reservation.response = {
        appointmentText: '<p>Votre demande</p>',
        bookingId: 'bk_2',
        consultantId: '',
      };
    });
    renderWithProviders(<ConfirmationStep goTo={jest.fn()} />, { ...made, culture: 'fr-CH' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Merci pour votre demande de rendez-vous!',
    );
    const points = within(screen.getAllByRole('list')[0]!).getAllByRole('listitem');
    expect(points.map((p) => p.textContent)).toEqual([
      'Nous avons bien reçu votre souhait de rendez-vous et l’examinons.',
      // Issue 19: the requested time is repeated.
      'Votre rendez-vous souhaité: lundi, 09.03.2026, de 08:00 à 09:00.',
      'Vous recevrez un e-mail dès que votre rendez-vous sera confirmé.',
      'Votre rendez-vous aura lieu à Genève Cornavin.',
    ]);
    expect(screen.queryByText('Votre demande')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Ajouter à votre agenda' })).toBeNull();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByRole('link', { name: /Faire le test/ })).toBeInTheDocument();
  });

  it('a custom-date request by phone repeats the requested time and names the number, in German', () => {
    const made = createTestStore();
    act(() => {
      made.store.enterCustomDateMode();
      made.store.agencyFilter.toggle({ id: 'zh', label: 'Zürich Löwenplatz', isChecked: false });
      made.store.dates.setSelectedDateCustom('09.03.2026');
      made.store.dates.setCustomHour('17');
      made.store.dates.setCustomMinute('30');
      made.store.agenda.setAdviceMode('phone');
      made.store.contactForm.setValues({ phone: '079 123 45 67' });
    });
    renderWithProviders(<ConfirmationStep goTo={jest.fn()} />, made);
    const points = within(screen.getAllByRole('list')[0]!).getAllByRole('listitem');
    expect(points.map((p) => p.textContent)).toEqual([
      'Wir haben Ihren Terminwunsch erhalten und prüfen ihn.',
      'Ihr Wunschtermin: Montag, 09.03.2026, 17:30 bis 18:30 Uhr.',
      'Sobald Ihr Termin bestätigt ist, erhalten Sie eine E-Mail.',
      'Wir rufen Sie zum vereinbarten Zeitpunkt unter 079 123 45 67 an.',
    ]);
  });

  it('restarts at init', () => {
    const goTo = jest.fn();
    renderWithProviders(<ConfirmationStep goTo={goTo} />, booked());
    act(() => screen.getByRole('button', { name: 'Weiteren Termin buchen' }).click());
    expect(goTo).toHaveBeenCalledWith('init');
  });
});
