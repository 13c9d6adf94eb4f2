import { screen, within } from '@testing-library/react';
import { STAFF_PATHS } from '@checkout/shared/contract';
import {
  BOOKED,
  BOOKED_DETAIL,
  CALENDAR_ABSENCES,
  CALENDAR_ROWS,
  CANCELLED_DETAIL,
  LEAD_SESSION,
  LUCA_HOURS,
  OUTSIDE_HOURS,
  REQUEST_DETAIL,
  SOPHIE_HOURS,
  STARTED_DETAIL,
} from '../../testing/fixtures';
import { pageHeading, renderBackoffice } from '../../testing/render-backoffice';
import type { StaffScenario } from '../../testing/staff-world';
import { ANNA_HOURS } from '../../testing/working-hours-fixtures';

const path = (id: string, action = '') => `${STAFF_PATHS.consultation.replace(':id', id)}${action}`;
const open = (id: string, patch: Partial<StaffScenario> = {}) =>
  renderBackoffice({
    scenario: { session: LEAD_SESSION, workingHours: [ANNA_HOURS, LUCA_HOURS, SOPHIE_HOURS], ...patch },
    address: `/backoffice/consultations/${id}`,
  });
const options = (label: RegExp) =>
  within(screen.getByLabelText(label, { selector: 'select' }))
    .getAllByRole('option')
    .map((option) => option.textContent);
/** Another consultation of Luca's, booked meanwhile by someone else. */
const race = (date: string, time: string, till: string) => ({
  ...BOOKED,
  id: 'c-race',
  reference: 'R7C2XHNB',
  date,
  time,
  till,
  advisor: { id: 'adv-luca', name: 'Luca Rossi' },
});
const actions = () => screen.getByRole('region', { name: 'Bearbeiten' });

describe("a consultation's page", () => {
  it('says why a consultation needs the branch (its advisor absent)', async () => {
    open('c-absent', { rows: CALENDAR_ROWS, absences: CALENDAR_ABSENCES });
    await pageHeading('Beratung Y5Z6-DAPX');
    expect(screen.getByRole('list', { name: 'Gründe' })).toHaveTextContent('Beratungsperson abwesend');
  });

  it('shows no reason for a consultation in order', async () => {
    open(BOOKED.id);
    await pageHeading(/^Beratung /);
    expect(screen.queryByRole('list', { name: 'Gründe' })).toBeNull();
  });

  it('shows its details and its audit entries', async () => {
    open(BOOKED_DETAIL.id);
    await pageHeading('Beratung K7QX-2M9P');
    expect(screen.getByText('Gebucht')).toBeInTheDocument();
    expect(screen.getByText('Mi., 04.03.2026, 14:00–15:00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'lea.brunner@example.ch' })).toHaveAttribute(
      'href',
      'mailto:lea.brunner@example.ch',
    );
    expect(screen.getByText('26.02.2026, 19:22')).toBeInTheDocument();
    // Everything the traveller entered (issue 47), not only in the branch's notice.
    const details = screen.getByRole('region', { name: 'Angaben' });
    const value = (term: string) => within(details).getByText(term).nextElementSibling?.textContent;
    expect(value('Postadresse')).toBe('Seestrasse 128002 Zürich');
    expect(value('Reiseziele')).toBe('Japan');
    expect(value('Reisezeit')).toBe('September, Oktober');
    expect(value('Reisedauer')).toBe('2–3 Wochen');
    expect(value('Nachhaltig reisen')).toBe('Ja');
    expect(value('Newsletter')).toBe('Nein');
    const audit = screen.getByRole('region', { name: 'Protokoll dieser Beratung' });
    expect(
      within(audit).getByText(
        'Beratung K7QX-2M9P (Lea Brunner) neu zugewiesen: bisher Luca Rossi, neu Anna Meier.',
      ),
    ).toBeInTheDocument();
  });

  it('cancels on the traveller’s behalf only after a reason and a confirmation in the page', async () => {
    const { api, user } = open(BOOKED_DETAIL.id);
    await pageHeading('Beratung K7QX-2M9P');
    await user.click(within(actions()).getByRole('button', { name: 'Stornieren' }));
    expect(screen.getByLabelText(/Begründung/)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByText('Bitte geben Sie eine Begründung ein.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Begründung/), 'Die Beraterin ist krank.');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    const question = screen.getByText('Die Beratung von Lea Brunner wirklich stornieren?');
    expect(question).toHaveFocus();
    expect(api.requestsTo('POST', path(BOOKED_DETAIL.id, '/cancel'))).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Ja, stornieren' }));
    expect(await screen.findByText('Die Beratung ist storniert.')).toBeInTheDocument();
    const [cancel] = api.requestsTo('POST', path(BOOKED_DETAIL.id, '/cancel'));
    expect(cancel?.body).toEqual({ reason: 'Die Beraterin ist krank.' });
    expect(cancel?.headers['Idempotency-Key']).toBeDefined();
    expect(screen.getByText('Storniert', { selector: '.bo-status' })).toBeInTheDocument();
    expect(within(actions()).getByText('An dieser Beratung ist nichts mehr zu tun.')).toBeInTheDocument();
  });

  it('goes back from the confirmation without acting', async () => {
    const { api, user } = open(BOOKED_DETAIL.id);
    await pageHeading('Beratung K7QX-2M9P');
    await user.click(within(actions()).getByRole('button', { name: 'Stornieren' }));
    await user.type(screen.getByLabelText(/Begründung/), 'Doppelt gebucht');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(screen.getByLabelText(/Begründung/)).toHaveValue('Doppelt gebucht');
    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(within(actions()).getByRole('button', { name: 'Stornieren' })).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('offers the outcome only when the API allows it, and records it', async () => {
    const before = open(BOOKED_DETAIL.id);
    await pageHeading('Beratung K7QX-2M9P');
    expect(screen.queryByRole('button', { name: 'Als nicht erschienen markieren' })).not.toBeInTheDocument();
    before.unmount();

    const { api, user } = open(STARTED_DETAIL.id);
    await pageHeading('Beratung A2B4-RVJN');
    expect(screen.queryByRole('button', { name: 'Stornieren' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Als nicht erschienen markieren' }));
    expect(await screen.findByText('Als nicht erschienen markiert.')).toBeInTheDocument();
    expect(api.requestsTo('POST', path(STARTED_DETAIL.id, '/outcome'))[0]?.body).toEqual({
      outcome: 'no_show',
    });
    expect(screen.getByText('Nicht erschienen', { selector: '.bo-status' })).toBeInTheDocument();
  });

  it('moves to a start that fits the chosen advisor and day, after a confirmation; the traveller is told by the API', async () => {
    const { api, user } = open(BOOKED_DETAIL.id);
    await pageHeading('Beratung K7QX-2M9P');
    await user.click(within(actions()).getByRole('button', { name: 'Verschieben' }));
    expect(screen.getByLabelText(/^Datum/)).toHaveFocus();
    expect(screen.getByLabelText(/^Datum/)).toHaveValue('2026-03-04');
    // Today from 10:00: Anna's morning is held in the checkout; her afternoon but for this very consultation.
    expect(
      await screen.findByRole('region', { name: 'Tag von Anna Meier, Mi., 04.03.2026' }),
    ).toHaveTextContent('14:00–15:00 diese Beratung');
    expect(screen.getByLabelText(/Beraterin oder Berater/)).toHaveValue('adv-anna');
    expect(options(/^Zeit/)).toEqual([
      'Bitte wählen',
      ...['13:00', '13:15', '13:30', '13:45', '14:15', '14:30', '14:45', '15:00', '15:15', '15:30'],
      ...['15:45', '16:00', '16:15', '16:30', '16:45', '17:00'],
    ]);
    // Thursday afternoon Anna works from home: in person only in the morning.
    const date = screen.getByLabelText(/^Datum/);
    await user.clear(date);
    await user.type(date, '2026-03-05');
    expect(
      await screen.findByRole('region', { name: 'Tag von Anna Meier, Do., 05.03.2026' }),
    ).toBeInTheDocument();
    expect(options(/^Zeit/).at(-1)).toBe('11:00');
    expect(options(/Beraterin oder Berater/)).toEqual(['Bitte wählen', 'Anna Meier', 'Luca Rossi']);
    await user.selectOptions(screen.getByLabelText(/Beraterin oder Berater/), 'adv-luca');
    expect(options(/^Zeit/).slice(0, 3)).toEqual(['Bitte wählen', '08:00', '08:15']);
    await user.selectOptions(screen.getByLabelText(/^Zeit/), '09:00');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(
      screen.getByText('Die Beratung auf Do., 05.03.2026, 09:00 mit Luca Rossi verschieben?'),
    ).toHaveFocus();
    expect(api.requestsTo('POST', path(BOOKED_DETAIL.id, '/move'))).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Ja, verschieben' }));
    expect(
      await screen.findByText('Die Beratung ist auf Do., 05.03.2026, 09:00 verschoben.'),
    ).toBeInTheDocument();
    const [move] = api.requestsTo('POST', path(BOOKED_DETAIL.id, '/move'));
    expect(move?.body).toEqual({ advisorId: 'adv-luca', date: '2026-03-05', time: '09:00' });
    expect(move?.headers['Idempotency-Key']).toBeDefined();
    expect(screen.getByText('Do., 05.03.2026, 09:00–10:00')).toBeInTheDocument();
  });

  it("shows the API's refusal when the time was taken meanwhile, and offers it no longer", async () => {
    const { api, user } = open(BOOKED_DETAIL.id);
    await pageHeading('Beratung K7QX-2M9P');
    await user.click(within(actions()).getByRole('button', { name: 'Verschieben' }));
    await screen.findByRole('region', { name: /^Tag von Anna Meier/ });
    await user.selectOptions(screen.getByLabelText(/Beraterin oder Berater/), 'adv-luca');
    await user.selectOptions(screen.getByLabelText(/^Zeit/), '13:00');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    api.world.rows.push(race('2026-03-04', '13:30', '14:30'));
    await user.click(screen.getByRole('button', { name: 'Ja, verschieben' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Luca Rossi hat zu dieser Zeit schon die Beratung R7C2-XHNB am 04.03.2026, 13:30–14:30 Uhr. Bitte wählen Sie eine andere Zeit oder Beratungsperson.',
    );
    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(screen.getByLabelText(/Beraterin oder Berater/)).toHaveValue('adv-luca');
    expect(options(/^Zeit/)).not.toContain('13:00');
  });

  it('reassigns only to advisors of the branch and mode who work and are free at its time, and shows a refusal as the API words it', async () => {
    const { api, user } = open(BOOKED_DETAIL.id);
    await pageHeading('Beratung K7QX-2M9P');
    await user.click(within(actions()).getByRole('button', { name: 'Neu zuweisen' }));
    await screen.findByRole('region', { name: /Tag von|Bearbeiten/ });
    await screen.findByRole('option', { name: 'Luca Rossi' });
    expect(options(/Beraterin oder Berater/)).toEqual(['Bitte wählen', 'Luca Rossi']);
    expect(screen.queryByLabelText(/^Zeit/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/Beraterin oder Berater/), 'adv-luca');
    expect(screen.getByRole('region', { name: 'Tag von Luca Rossi, Mi., 04.03.2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByText('Die Beratung Luca Rossi zuweisen?')).toHaveFocus();
    api.world.rows.push(race('2026-03-04', '14:30', '15:30'));
    await user.click(screen.getByRole('button', { name: 'Ja, zuweisen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Luca Rossi hat zu dieser Zeit schon die Beratung R7C2-XHNB am 04.03.2026, 14:30–15:30 Uhr.',
    );
    const [reassign] = api.requestsTo('POST', path(BOOKED_DETAIL.id, '/reassign'));
    expect(reassign?.body).toEqual({ advisorId: 'adv-luca' });
    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(await screen.findByText('Zu dieser Zeit ist sonst niemand der Filiale frei.')).toBeInTheDocument();
  });

  it('offers nobody for a reassignment outside everyone else’s working hours', async () => {
    const { user } = open(OUTSIDE_HOURS.id, { rows: CALENDAR_ROWS, absences: CALENDAR_ABSENCES });
    await pageHeading('Beratung U2V3-YMRF');
    await user.click(within(actions()).getByRole('button', { name: 'Neu zuweisen' }));
    expect(await screen.findByText('Zu dieser Zeit ist sonst niemand der Filiale frei.')).toBeInTheDocument();
    expect(options(/Beraterin oder Berater/)).toEqual(['Bitte wählen']);
  });

  it("accepts a custom-date request: the wish proposed where it is free, advisors of the request's mode, confirmed in the page", async () => {
    const { api, user } = open(REQUEST_DETAIL.id, { absences: CALENDAR_ABSENCES });
    await pageHeading('Beratung R5T8-CWXE');
    expect(screen.getByText('Gewünschter Termin')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Anfrage annehmen' }));
    expect(screen.getByLabelText(/^Datum/)).toHaveValue('2026-03-06');
    await screen.findByRole('option', { name: 'Anna Meier' });
    // Video: Anna and Sophie offer it, but Sophie is away that day; not bound to working hours, 07:00 to 21:00.
    expect(options(/Beraterin oder Berater/)).toEqual(['Bitte wählen', 'Anna Meier']);
    expect(screen.getByLabelText(/^Zeit/)).toHaveValue('17:30');
    expect(screen.getByRole('option', { name: '17:30 (Wunsch)' })).toBeInTheDocument();
    const times = options(/^Zeit/);
    expect([times[1], times.at(-1), times.length]).toEqual(['07:00', '20:00', 54]);
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByLabelText(/Beraterin oder Berater/)).toHaveAccessibleDescription('Pflichtfeld');
    await user.selectOptions(screen.getByLabelText(/Beraterin oder Berater/), 'adv-anna');
    expect(screen.getByLabelText(/^Zeit/)).toHaveValue('17:30');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByText('Termin am Fr., 06.03.2026, 17:30 mit Anna Meier bestätigen?')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Ja, Termin bestätigen' }));
    expect(await screen.findByText('Die Anfrage ist angenommen und bestätigt.')).toBeInTheDocument();
    expect(api.requestsTo('POST', path(REQUEST_DETAIL.id, '/accept'))[0]?.body).toEqual({
      advisorId: 'adv-anna',
      date: '2026-03-06',
      time: '17:30',
    });
    expect(screen.getByText('Gebucht', { selector: '.bo-status' })).toBeInTheDocument();
  });

  it("proposes no wish that is taken, and the API's refusal of an accept is shown in the page's language", async () => {
    const taken = {
      ...race('2026-03-06', '17:00', '18:00'),
      advisor: { id: 'adv-anna', name: 'Anna Meier' },
    };
    const { api, user } = renderBackoffice({
      scenario: { session: LEAD_SESSION, rows: [...CALENDAR_ROWS, taken] },
      address: `/backoffice/fr/consultations/${REQUEST_DETAIL.id}`,
    });
    await pageHeading('Consultation R5T8-CWXE');
    await user.click(screen.getByRole('button', { name: 'Accepter la demande' }));
    await screen.findByRole('option', { name: 'Anna Meier' });
    await user.selectOptions(screen.getByLabelText(/Conseillère ou conseiller/), 'adv-anna');
    expect(screen.getByLabelText(/^Heure/)).toHaveValue('');
    expect(options(/^Heure/)).not.toContain('17:30 (souhait)');
    await user.selectOptions(screen.getByLabelText(/^Heure/), '18:00');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    api.world.holds.push({ advisorId: 'adv-anna', date: '2026-03-06', time: '18:30', till: '19:30' });
    await user.click(screen.getByRole('button', { name: 'Oui, confirmer le rendez-vous' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dans le checkout en ligne, quelqu’un réserve en ce moment cet horaire chez Anna Meier',
    );
    expect(api.requestsTo('POST', path(REQUEST_DETAIL.id, '/accept'))[0]?.headers['Accept-Language']).toBe(
      'fr-CH',
    );
  });

  it('declines a request with a reason, after a confirmation', async () => {
    const { api, user } = open(REQUEST_DETAIL.id);
    await pageHeading('Beratung R5T8-CWXE');
    await user.click(screen.getByRole('button', { name: 'Anfrage ablehnen' }));
    await user.type(screen.getByLabelText(/Begründung/), 'Am Freitagabend ist die Filiale geschlossen.');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await user.click(screen.getByRole('button', { name: 'Ja, ablehnen' }));
    expect(await screen.findByText('Die Anfrage ist abgelehnt.')).toBeInTheDocument();
    expect(api.requestsTo('POST', path(REQUEST_DETAIL.id, '/decline'))[0]?.body).toEqual({
      reason: 'Am Freitagabend ist die Filiale geschlossen.',
    });
  });

  it('offers nothing for a cancelled consultation, and names a missing one', async () => {
    const cancelled = open(CANCELLED_DETAIL.id);
    await pageHeading('Beratung C6D7-UKHS');
    expect(within(actions()).queryAllByRole('button')).toHaveLength(0);
    cancelled.unmount();

    open('c-unknown');
    await pageHeading('Beratung nicht geladen');
    expect(screen.getByText('Diese Beratung gibt es nicht.')).toBeInTheDocument();
  });
});
