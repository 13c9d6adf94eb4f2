// A visit that starts on step 2 or 3 with a branch or advisor in the address (issue 19): the kernel resolves the
// preset as the shell reads the address, so the 'your choice' header names it there as it does on step 1.
import { screen, waitFor } from '@testing-library/react';
import type { ApiClient, RootStore } from '@checkout/shared';
import { recordedAnswer } from '@checkout/api/recordings';
import { renderCheckout } from './testing/render-checkout';

jest.mock('../federation/RemoteStep', () => jest.requireActual('./testing/FakeRemoteStep'));

const filterAgencies: ApiClient['filterAgencies'] = async (request) =>
  recordedAnswer('filterAgencies', { culture: 'de-CH', ...request });
const consultantGet: ApiClient['consultantGet'] = async (request) =>
  recordedAnswer('consultantGet', { culture: request.culture ?? 'de-CH', id: request.id });

// Step 3 is shown only with a day of step 2 chosen (the guards' prerequisites).
const aDayChosen = (store: RootStore) => store.dates.check('05.03.2026');
const stepOf = (url: string) => url.split('?')[0]?.split('/').at(-1);

describe('presets from the address on any step', () => {
  it.each([
    ['/checkout/step-2?agencyId=zurich-bahnhofstrasse', 'Ihre Auswahl', 'Zürich Bahnhofstrasse'],
    ['/checkout/fr/step-3?agencyId=zurich-bahnhofstrasse', 'Votre sélection', 'Zurich Bahnhofstrasse'],
  ])('%s: the header names the preset branch', async (url, region, branch) => {
    const app = await renderCheckout(url, { api: { filterAgencies }, arrange: aDayChosen });
    await screen.findByRole('heading', { name: `Screen of ${stepOf(url)}` });
    await waitFor(() => expect(screen.getByRole('region', { name: region })).toHaveTextContent(branch));
    expect(app.store.agencyFilter.checkedIds).toEqual(['zurich-bahnhofstrasse']);
  });

  it.each([
    ['/checkout/step-3?advisorId=adv-anna-meier', 'Ihre Auswahl'],
    ['/checkout/fr/step-2?advisorId=adv-anna-meier', 'Votre sélection'],
  ])('%s: the header names the preset advisor, and the visit knows the name', async (url, region) => {
    const app = await renderCheckout(url, { api: { consultantGet }, arrange: aDayChosen });
    await screen.findByRole('heading', { name: `Screen of ${stepOf(url)}` });
    await waitFor(() => expect(screen.getByRole('region', { name: region })).toHaveTextContent('Anna Meier'));
    expect(app.store.settings.transitoryData.consultantName).toBe('Anna Meier');
  });
});
