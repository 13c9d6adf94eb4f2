// The black-box probe of issue 32 (tools/probe.mjs) against the checkout as `npm start` serves it: forged and
// cross-session tokens, a reservation without a hold, line breaks in names, mail aimed at one address, manage
// answers' caching and referrer, long tokens, build files, slow headers, an IPv6 /64 rotating. It finds nothing.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { probe } from '../../tools/probe.mjs';
import { startTestCheckout } from '../support/checkout.mjs';

/** @type {import('../support/checkout.mjs').TestCheckout | undefined} */
let checkout;
before(async () => {
  checkout = await startTestCheckout();
});
after(() => checkout?.stop());

test('the probe from outside finds nothing', async () => {
  /** @type {string[]} */
  const lines = [];
  assert.ok(checkout, 'the checkout started');
  const results = await probe({ shellUrl: checkout.shellUrl, log: (line) => lines.push(line) });
  console.log(lines.map((line) => `  ${line}`).join('\n'));
  assert.ok(results.length >= 10, `${results.length} checks ran`);
  assert.deepEqual(
    results.filter((r) => !r.ok).map((r) => `${r.name}: ${r.detail}`),
    [],
  );
});
