// A remote that is down shows the fallback for its steps only; once it is back, Retry recovers in place.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withPage } from '../support/browser.mjs';
import { useTestCheckout } from '../support/checkout.mjs';
import { TEXT, appointmentChosen } from '../support/journey.mjs';
import {
  expectOtherRemotesWork,
  isSameDocument,
  markDocument,
  navigateInApp,
} from '../support/navigation.mjs';

const UNAVAILABLE = 'Dieser Schritt ist gerade nicht verfügbar';

const env = useTestCheckout();

test('with mfe_agenda stopped, its steps show the fallback, other steps work, Retry recovers', async (t) => {
  // A visit that chose its hour before the remote went down, so steps 4-6 can be shown.
  const storageState = await appointmentChosen(env.browser, env.checkout.url);
  await env.checkout.stopRemote('mfe_agenda');
  let restarted = false;
  try {
    await withPage(
      env.browser,
      t,
      async (page) => {
        await page.goto(env.checkout.url('/step-2'));
        const fallback = page.getByRole('alert').filter({ hasText: UNAVAILABLE });
        await fallback.waitFor();
        const retry = fallback.getByRole('button', { name: 'Erneut versuchen' });
        assert.ok(await retry.isVisible(), 'the fallback offers Retry');
        await markDocument(page);

        // The chrome keeps working: steps of the other remotes render in the same page.
        await expectOtherRemotesWork(page, TEXT.de.headings);

        // step-3 belongs to the stopped remote too.
        await navigateInApp(page, '/checkout/step-3');
        await page.getByRole('alert').filter({ hasText: UNAVAILABLE }).waitFor();

        await env.checkout.startRemote('mfe_agenda');
        restarted = true;
        const agendaRequests = [];
        page.on('request', (r) => {
          if (r.url().startsWith(`http://localhost:${env.checkout.ports.mfe_agenda}/`))
            agendaRequests.push(r.url());
        });
        await page.getByRole('button', { name: 'Erneut versuchen' }).click();
        await page.getByRole('alert').filter({ hasText: UNAVAILABLE }).waitFor({ state: 'detached' });
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        assert.ok(agendaRequests.length > 0, 'Retry fetched the remote again');
        assert.ok(await isSameDocument(page), 'recovered without a page load');

        await navigateInApp(page, '/checkout/step-2');
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        assert.equal(await page.getByRole('alert').count(), 0, 'step-2 works after the recovery');
      },
      { storageState },
    );
  } finally {
    if (!restarted) await env.checkout.startRemote('mfe_agenda');
  }
});
