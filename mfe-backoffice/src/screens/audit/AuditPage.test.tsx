import { screen, within } from '@testing-library/react';
import { STAFF_PATHS } from '@checkout/shared/contract';
import { ADVISOR_MEMBER, LEAD_SESSION, sessionOf } from '../../testing/fixtures';
import { pageHeading, renderBackoffice } from '../../testing/render-backoffice';
import { stateText } from './audit-text';

describe('the audit trail', () => {
  it("shows the week's staff changes, newest first, each leading to its consultation", async () => {
    const { api, user } = renderBackoffice({
      scenario: { session: LEAD_SESSION },
      address: '/backoffice/audit',
    });
    await pageHeading('Protokoll');
    expect(await screen.findByText('3 Einträge')).toBeInTheDocument();
    expect(Object.fromEntries(api.requestsTo('GET', STAFF_PATHS.audit)[0]?.query ?? [])).toEqual({
      from: '2026-03-02',
      till: '2026-03-08',
    });
    const rows = within(screen.getByRole('region', { name: 'Protokoll' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Neu zugewiesen',
      'Storniert',
      'Ergebnis erfasst',
    ]);
    expect(within(rows[1]!).getByText('status: cancelled, reason: Beraterin krank')).toBeInTheDocument();
    await user.click(within(rows[1]!).getByRole('link', { name: 'Beratung öffnen' }));
    await pageHeading('Beratung C6D7-UKHS');
  });

  it('asks for another period', async () => {
    const { api, user } = renderBackoffice({
      scenario: { session: LEAD_SESSION },
      address: '/backoffice/audit',
    });
    await screen.findByText('3 Einträge');
    const from = screen.getByLabelText(/^Von/);
    await user.clear(from);
    await user.type(from, '2026-03-04');
    await user.click(screen.getByRole('button', { name: 'Anzeigen' }));
    expect(await screen.findByText('1 Eintrag')).toBeInTheDocument();
    expect(api.requestsTo('GET', STAFF_PATHS.audit).at(-1)?.query.get('from')).toBe('2026-03-04');
  });

  it('is not offered to an advisor', async () => {
    renderBackoffice({ scenario: { session: sessionOf(ADVISOR_MEMBER) }, address: '/backoffice/audit' });
    await pageHeading('Kein Zugriff');
  });

  it('writes a state as its fields, an action it has no word for as recorded', () => {
    expect(stateText(null)).toBe('–');
    expect(stateText({ status: 'booked', advisor: { id: 'a', name: 'Anna Meier' }, note: null })).toBe(
      'status: booked, advisor: Anna Meier, note: –',
    );
    expect(stateText({ days: [1, 2] })).toBe('days: [1,2]');
  });
});
