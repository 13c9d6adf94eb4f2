// Every word staff read is in the page's language (issue 47): a German account on the French page reads French,
// the API's refusals included, because every call names the page's culture (Accept-Language), not the account's.
import { screen, within } from '@testing-library/react';
import { STAFF_PATHS } from '@checkout/shared/contract';
import { BOOKED, BOOKED_DETAIL, LEAD_SESSION, LUCA_HOURS, SOPHIE_HOURS } from '../testing/fixtures';
import { pageHeading, renderBackoffice } from '../testing/render-backoffice';
import { ANNA_HOURS } from '../testing/working-hours-fixtures';

describe('the page’s language', () => {
  it('a German account on the French page reads a refusal of the API in French', async () => {
    expect(LEAD_SESSION.staff.culture).toBe('de-CH');
    const { api, user } = renderBackoffice({
      scenario: { session: LEAD_SESSION, workingHours: [ANNA_HOURS, LUCA_HOURS, SOPHIE_HOURS] },
      address: `/backoffice/fr/consultations/${BOOKED_DETAIL.id}`,
    });
    await pageHeading('Consultation K7QX-2M9P');
    await user.click(
      within(screen.getByRole('region', { name: 'Traiter' })).getByRole('button', { name: 'Réattribuer' }),
    );
    await screen.findByRole('option', { name: 'Luca Rossi' });
    await user.selectOptions(screen.getByLabelText(/Conseillère ou conseiller/), 'adv-luca');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    api.world.rows.push({
      ...BOOKED,
      id: 'c-race',
      reference: 'R7C2XHNB',
      time: '14:30',
      till: '15:30',
      advisor: { id: 'adv-luca', name: 'Luca Rossi' },
    });
    await user.click(screen.getByRole('button', { name: 'Oui, attribuer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Luca Rossi a déjà la consultation R7C2-XHNB/,
    );
    const calls = [
      ...api.requestsTo('GET', STAFF_PATHS.consultation.replace(':id', BOOKED_DETAIL.id)),
      ...api.requestsTo('POST', `${STAFF_PATHS.consultation.replace(':id', BOOKED_DETAIL.id)}/reassign`),
    ];
    expect(calls.length).toBeGreaterThan(1);
    expect(new Set(calls.map((call) => call.headers['Accept-Language']))).toEqual(new Set(['fr-CH']));
  });
});
