import { screen, within } from '@testing-library/react';
import { STAFF_PATHS } from '@checkout/shared/contract';
import { ADVISOR_MEMBER, LEAD_SESSION, sessionOf } from '../../testing/fixtures';
import { pageHeading, renderBackoffice } from '../../testing/render-backoffice';

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
    // Each entry as the API words it (issue 47): people and references, no keys, codes or ids.
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Beratung K7QX-2M9P (Lea Brunner) neu zugewiesen: bisher Luca Rossi, neu Anna Meier.',
      'Beratung C6D7-UKHS (Marco Bianchi) storniert. Grund: «Beraterin krank».',
      'Beratung E8F9-MQZA (Nina Frei) als stattgefunden erfasst.',
    ]);
    expect(screen.getByRole('region', { name: 'Protokoll' })).not.toHaveTextContent(
      /advisorId|status:|adv-|cancelled|Vorher|Nachher/,
    );
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
});
