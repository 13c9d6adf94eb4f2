import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AgendaResponse, ApiClient, Culture } from '@checkout/shared';
import { createTestStore, renderWithProviders, testConsultant, testAgenda } from '@checkout/dev-kit/testing';
import AdvisorStep from './AdvisorStep';
import { MATCH_RING_MS } from './MatchRing';

// An advisor with every field of the detail overlay filled.
const anna = testConsultant('a1', {
  name: 'Anna Muster',
  imgUrl: 'https://travel.example/api/media/advisors/a1.svg',
  locationCta: { text: 'Filiale Zürich', url: 'https://travel.example/zuerich' },
  mailCta: { text: 'anna@travel.example', url: 'mailto:anna@travel.example' },
  phoneCta: { text: '044 000 00 00', url: 'tel:+41440000000' },
  languages: 'Deutsch, Englisch',
  quote: 'Reisen ist Leben.',
  vector: [0.9, 0.3, 0.8, 0.5, 0.7, 0.4, 0.6, 0.35],
  hasAdviceModePhone: true,
});
const agenda: AgendaResponse = testAgenda({
  advisorList: [anna],
  hoursList: [
    {
      consultantId: 'a1',
      hours: [
        {
          id: 'a1|2026-03-05|09:00',
          label: '09:00',
          till: '10:00',
          isInactive: false,
          isChecked: false,
          homeOffice: false,
          advisor: { id: 'a1' },
        },
      ],
    },
  ],
});
const factors = [
  'Abenteuer-\nlust',
  'Natur',
  'Kultur',
  'Komfort',
  'Aktivität',
  'Genuss',
  'Spontani-\ntät',
  'Nachhaltig-\nkeit',
];

async function openDetail(
  handlers: Partial<ApiClient>,
  profile: number[] | null = null,
  culture: Culture = 'de-CH',
) {
  const user = userEvent.setup();
  const made = createTestStore({
    handlers: {
      agenda: async () => agenda,
      consultantGet: async () => anna,
      matchingFactors: async () => factors.map((nameHyphenated) => ({ nameHyphenated })),
      ...handlers,
    },
  });
  made.store.settings.setPerfectMatchData(profile);
  made.store.settings.setCulture(culture);
  made.store.dates.check('05.03.2026');
  renderWithProviders(<AdvisorStep goTo={jest.fn()} />, { ...made, culture });
  await user.click(await screen.findByRole('button', { name: 'Anna Muster' }));
  const dialog = await screen.findByRole('dialog', { name: 'Anna Muster' });
  return { ...made, dialog: within(dialog) };
}

describe('AdvisorDetailOverlay', () => {
  it('shows image, role in location, links, languages, quote and the chart', async () => {
    const { dialog, api } = await openDetail({});
    const image = dialog.getByRole('presentation');
    expect(image).toHaveAttribute('width', '232');
    expect(image).toHaveAttribute('height', '290');
    expect(image.getAttribute('srcset')).toMatch(/width=232&height=290 1x, .*width=464&height=580 2x$/);
    expect(dialog.getByText('Reiseberaterin in Zürich')).toBeInTheDocument();
    const location = dialog.getByRole('link', { name: 'Filiale Zürich (öffnet in einem neuen Tab)' });
    expect(location).toHaveAttribute('target', '_blank');
    expect(location).toHaveAttribute('href', 'https://travel.example/zuerich');
    expect(dialog.getByRole('link', { name: 'anna@travel.example' })).toHaveAttribute(
      'href',
      'mailto:anna@travel.example',
    );
    expect(dialog.getByRole('link', { name: '044 000 00 00' })).toHaveAttribute('href', 'tel:+41440000000');
    expect(dialog.getByText('Sprachen: Deutsch, Englisch')).toBeInTheDocument();
    expect(dialog.getByText('Reisen ist Leben.')).toBeInTheDocument();
    const chart = await dialog.findByRole('figure', { name: 'Reiseprofil von Anna Muster' });
    // Without a saved profile: one data set, no legend, no match call.
    expect(
      within(chart)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Faktor', 'Anna Muster']);
    expect(within(chart).queryByRole('list')).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'consultantMatch')).toBe(false);
    expect(dialog.queryByText(/passend zu Ihrem Reisetyp/)).not.toBeInTheDocument();
  });

  it('with a saved profile shows the match and draws both profiles with a legend', async () => {
    const profile = [0.5, 0.6, 0.7, 0.2, 0.9, 0.1, 0.4, 0.3];
    const { dialog, api } = await openDetail(
      { consultantMatch: async () => ({ match: 87.4, text: 'Sie passen gut zusammen.' }) },
      profile,
    );
    expect(await dialog.findByText('87 % passend zu Ihrem Reisetyp')).toBeInTheDocument();
    expect(dialog.getByText('Sie passen gut zusammen.')).toBeInTheDocument();
    // Spec section 9: the percentage as a progress ring that fills in 1100 ms (decoration beside the text).
    const ring = document.querySelector('.ck-match-ring') as HTMLElement;
    expect(ring).toHaveAttribute('aria-hidden', 'true');
    expect(ring).toHaveTextContent('87%');
    const value = ring.querySelector('.ck-match-ring__value') as SVGElement;
    expect(value.style.animationDuration).toBe(`${MATCH_RING_MS}ms`);
    expect(MATCH_RING_MS).toBe(1100);
    const circumference = Number(value.getAttribute('stroke-dasharray'));
    expect(Number(value.style.strokeDashoffset)).toBeCloseTo(circumference * 0.13, 3);
    expect(api.calls.find((c) => c.method === 'consultantMatch')?.args[0]).toMatchObject({
      id: 'p-a1',
      perfectMatchData: profile,
    });
    const chart = await dialog.findByRole('figure', { name: 'Reiseprofil von Anna Muster' });
    expect(
      within(chart)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Anna Muster', 'Ihr Reisetyp']);
  });

  it('without factors or match shows neither chart nor match nor any message', async () => {
    const { dialog, api } = await openDetail(
      {
        matchingFactors: () => Promise.reject(new Error('down')),
        consultantMatch: () => Promise.reject(new Error('down')),
      },
      [0.5, 0.6, 0.7, 0.2, 0.9, 0.1, 0.4, 0.3],
    );
    await screen.findByText('Reisen ist Leben.');
    await Promise.resolve();
    expect(api.calls.some((c) => c.method === 'matchingFactors')).toBe(true);
    expect(dialog.queryByRole('figure')).not.toBeInTheDocument();
    expect(dialog.queryByText(/passend zu Ihrem Reisetyp/)).not.toBeInTheDocument();
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for the factors in French on the French checkout, so the chart labels are French', async () => {
    const { dialog, api } = await openDetail(
      {
        matchingFactors: async (request) =>
          (request?.culture === 'fr-CH'
            ? ['Goût de\nl’aventure', 'Nature', 'Culture']
            : ['Natur', 'a', 'b']
          ).map((nameHyphenated) => ({ nameHyphenated })),
      },
      null,
      'fr-CH',
    );
    const chart = await dialog.findByRole('figure', { name: 'Profil de voyage – Anna Muster' });
    expect(api.calls.find((c) => c.method === 'matchingFactors')?.args[0]).toEqual({ culture: 'fr-CH' });
    expect(within(chart).getByRole('rowheader', { name: 'Goût de l’aventure' })).toBeInTheDocument();
  });

  it('opens at once with a loader, and closes without a message when the detail cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail: (error: Error) => void = () => undefined;
    const made = createTestStore({
      handlers: {
        agenda: async () => agenda,
        consultantGet: () => new Promise((_, reject) => (fail = reject)),
      },
    });
    made.store.dates.check('05.03.2026');
    renderWithProviders(<AdvisorStep goTo={jest.fn()} />, made);
    const name = await screen.findByRole('button', { name: 'Anna Muster' });
    expect(name).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(name);
    const dialog = await screen.findByRole('dialog', { name: 'Anna Muster' });
    expect(within(dialog).getByRole('status')).toBeInTheDocument();
    await act(async () => fail(new Error('down')));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(name).toHaveFocus();
  });

  it("never shows another advisor's match beside this advisor's detail", async () => {
    const user = userEvent.setup();
    const marc = testConsultant('a2', { name: 'Marc Beispiel' });
    let answerMarcMatch: (m: { match: number; text: string }) => void = () => undefined;
    const made = createTestStore({
      handlers: {
        agenda: async () =>
          testAgenda({
            advisorList: [anna, marc],
            hoursList: [...agenda.hoursList, { consultantId: 'a2', hours: [] }],
          }),
        consultantGet: async (request) => (request.id === 'a1' ? anna : marc),
        consultantMatch: (request) =>
          request.id === 'p-a1'
            ? Promise.resolve({ match: 90, text: 'Anna passt.' })
            : new Promise((resolve) => (answerMarcMatch = resolve)),
        matchingFactors: async () => factors.map((nameHyphenated) => ({ nameHyphenated })),
      },
    });
    made.store.settings.setPerfectMatchData([0.5, 0.6, 0.7, 0.2, 0.9, 0.1, 0.4, 0.3]);
    made.store.dates.check('05.03.2026');
    renderWithProviders(<AdvisorStep goTo={jest.fn()} />, made);
    await user.click(await screen.findByRole('button', { name: 'Anna Muster' }));
    expect(await screen.findByText('Anna passt.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Marc Beispiel' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Marc Beispiel' }));
    await dialog.findByText('Sprachen: Deutsch');
    expect(dialog.queryByText('Anna passt.')).not.toBeInTheDocument();
    await act(async () => answerMarcMatch({ match: 61, text: 'Marc passt auch.' }));
    expect(dialog.getByText('61 % passend zu Ihrem Reisetyp')).toBeInTheDocument();
  });
});
