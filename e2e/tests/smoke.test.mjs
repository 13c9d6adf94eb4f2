// The checkout starts like `npm start` and its entry address lands on step 1.
import assert from 'node:assert/strict';
import http from 'node:http';
import { test } from 'node:test';
import { withPage } from '../support/browser.mjs';
import { useTestCheckout } from '../support/checkout.mjs';

const env = useTestCheckout();

test('/checkout/ lands on step-1 with the selection remote rendered', async (t) => {
  await withPage(env.browser, t, async (page) => {
    /** @type {string[]} */
    const manifests = [];
    page.on('response', (r) => r.url().endsWith('/mf-manifest.json') && manifests.push(r.url()));
    await page.goto(env.checkout.url('/'));
    await page.waitForURL(/\/checkout\/step-1(\?|$)/);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    assert.equal(await page.getByRole('alert').count(), 0, 'no fallback on a healthy start');
    assert.ok(
      manifests.some((url) => url.startsWith(`http://localhost:${env.checkout.ports.mfe_selection}/`)),
      'step-1 comes from the selection remote, found at run time from checkout-config.json',
    );
  });
});

test('the design tokens and base styles reach the page (the kernel stylesheet is not tree-shaken away)', async (t) => {
  await withPage(env.browser, t, async (page) => {
    await page.goto(env.checkout.url('/step-1'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const styles = await page.evaluate(() => {
      const root = document.querySelector('.ck-root');
      return {
        brand: getComputedStyle(document.documentElement).getPropertyValue('--color-brand').trim(),
        font: root ? getComputedStyle(root).fontFamily : '',
      };
    });
    assert.match(styles.brand, /^#[0-9a-f]{6}$/i, 'the tokens define --color-brand on :root');
    assert.doesNotMatch(
      styles.font,
      /Times/,
      'the checkout root uses the kit typography, not the browser default',
    );
  });
});

test('every server sends security headers; the shell allows exactly its config origins and refuses framing', async (t) => {
  const { checkout } = env;
  const config = await (await fetch(checkout.url('/checkout-config.json'))).json();
  const page = await fetch(checkout.url('/step-1'));
  const csp = page.headers.get('content-security-policy') ?? '';
  /** @param {string} name the CSP directive's */
  const directive = (name) =>
    (csp.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '').trim().split(/\s+/).slice(1).sort();
  const remotes = Object.values(config.remotes).map((url) => new URL(url).origin);
  assert.deepEqual(
    directive('script-src'),
    ["'self'", ...new Set(remotes)].sort(),
    'scripts: the shell and its remotes',
  );
  assert.deepEqual(
    directive('connect-src'),
    [
      ...new Set([
        "'self'",
        ...remotes,
        new URL(config.apiBaseUrl).origin,
        new URL(config.factorsUrl).origin,
      ]),
    ].sort(),
    'calls: the shell, the remotes and the API only',
  );
  assert.deepEqual(
    directive('img-src'),
    [
      ...new Set([
        "'self'",
        'data:',
        new URL(config.apiBaseUrl).origin,
        new URL(config.factorsUrl).origin,
        new URL(config.host).origin,
      ]),
    ].sort(),
    "images: the API's portraits and the retailer's own site, no other host (issue 32)",
  );
  assert.deepEqual(directive('frame-ancestors'), ["'none'"]);
  // A manage page's address carries its token: no referrer leaves it (issue 32).
  for (const prefix of ['', '/fr']) {
    const manage = await fetch(checkout.url(`${prefix}/manage/abcdef0123456789abcdef0123456789abcdef`));
    assert.equal(manage.headers.get('referrer-policy'), 'no-referrer', `${prefix}/manage`);
  }
  // Build files that are not the site's are not served: dotfiles, source maps (issue 32).
  for (const url of [
    checkout.url('/.build-stamp'),
    new URL('.build-stamp', config.remotes.mfe_agenda).href,
    new URL('remoteEntry.js.map', config.remotes.mfe_agenda).href,
  ]) {
    assert.equal((await fetch(url)).status, 404, url);
  }
  assert.equal(page.headers.get('x-frame-options'), 'DENY');
  assert.equal(page.headers.get('x-content-type-options'), 'nosniff');
  assert.ok(page.headers.get('referrer-policy'));
  for (const url of [config.remotes.mfe_agenda, `${config.apiBaseUrl}/health`]) {
    const headers = (await fetch(url)).headers;
    assert.equal(headers.get('x-content-type-options'), 'nosniff', url);
    assert.match(headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/, url);
  }

  await withPage(env.browser, t, async (tab) => {
    // Another site frames the booking button: the browser refuses to show the checkout inside it.
    await tab.route('https://evil.example/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<h1>Win a trip</h1><iframe id="checkout" src="${checkout.url('/step-1')}"></iframe>`,
      }),
    );
    await tab.goto('https://evil.example/', { waitUntil: 'load' });
    const frame = await (await tab.locator('#checkout').elementHandle())?.contentFrame();
    assert.ok(frame, 'the frame element exists');
    await frame.waitForLoadState('load');
    // A refused frame holds the browser's error page instead of the checkout.
    assert.match(frame.url(), /^chrome-error:/, `the frame shows ${frame.url()}`);
    assert.equal(
      await frame.locator('.ck-root').count(),
      0,
      'nothing of the checkout inside the foreign frame',
    );
  });
});

test('the static servers send the build brotli or gzip per Accept-Encoding, hashed files immutable, entries no-cache', async () => {
  const { ports } = env.checkout;
  const shell = env.checkout.url('/');
  const html = await (await fetch(shell)).text();
  const chunk = html.match(/\/checkout\/(main\.js)/)?.[1];
  assert.ok(chunk, 'index.html loads main.js');
  const manifest = await (await fetch(`http://localhost:${ports.mfe_agenda}/mf-manifest.json`)).json();
  const hashed = manifest.exposes[0].assets.js.sync.find((/** @type {string} */ file) =>
    /\.[0-9a-f]{8}\.js$/.test(file),
  );
  /** @type {[url: string, cacheControl: string][]} */
  const cases = [
    [`http://localhost:${ports.mfe_agenda}/${hashed}`, 'public, max-age=31536000, immutable'],
    [`http://localhost:${ports.mfe_agenda}/remoteEntry.js`, 'no-cache'],
    [env.checkout.url('/step-1'), 'no-cache'],
  ];
  for (const [url, cacheControl] of cases) {
    for (const [accept, encoding] of /** @type {[accept: string, encoding: string | null][]} */ ([
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ])) {
      // Node's fetch decodes bodies by itself and hides the header then: ask with a raw request.
      const response = await rawGet(url, accept);
      assert.equal(response.headers['content-encoding'] ?? null, encoding, `${url} for ${accept}`);
      assert.equal(response.headers['cache-control'], cacheControl, url);
      assert.match(response.headers.vary ?? '', /Accept-Encoding/i, url);
    }
  }
  const manifestAnswer = await rawGet(`http://localhost:${ports.mfe_agenda}/mf-manifest.json`, 'gzip');
  assert.equal(manifestAnswer.headers['cache-control'], 'no-cache', 'the manifest is revalidated');
});

/**
 * @param {string} url
 * @param {string} acceptEncoding
 * @returns {Promise<import('node:http').IncomingMessage>} once its body is read
 */
function rawGet(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        response.resume();
        response.on('end', () => resolve(response));
      })
      .on('error', reject);
  });
}
