// Browser pages for the e2e tests: Debian's Chromium (tools/chromium.mjs), a screenshot kept on failure.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM, launchChromium } from '../../tools/chromium.mjs';

export { CHROMIUM };
export const ARTIFACTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');

export const launchBrowser = launchChromium;

/**
 * Runs a test body with a fresh context and page (`context` options over German at 1280x900, e.g. a phone's
 * viewport with hasTouch). On failure keeps, in e2e/artifacts/ and named after the test, a screenshot of the
 * page and a Playwright trace (every action with DOM snapshots: `npx playwright show-trace FILE.zip`), then
 * rethrows.
 * @param {import('playwright-core').Browser} browser
 * @param {{ name: string }} t the node:test context
 * @param {(page: import('playwright-core').Page) => Promise<void>} body
 * @param {import('playwright-core').BrowserContextOptions} [context]
 */
export async function withPage(browser, t, body, context = {}) {
  const ctx = await browser.newContext({
    locale: 'de-CH',
    viewport: { width: 1280, height: 900 },
    ...context,
  });
  await ctx.tracing.start({ snapshots: true, screenshots: false });
  // Every test also checks the servers' Content-Security-Policy: anything it blocks fails the test.
  await ctx.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      if (window.__axeRunning) return;
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
      // Browsers give no sample without 'report-sample': name the newest inline style for a blocked one.
      const styles = [...document.querySelectorAll('style')];
      const style = event.violatedDirective.startsWith('style') ? styles[styles.length - 1]?.textContent : '';
      const inline = event.sample || style ? ` "${(event.sample || style || '').slice(0, 80)}"` : '';
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}${inline}${where}`,
      );
    });
  });
  const page = await ctx.newPage();
  /** @type {string[]} */
  const errors = [];
  /** @type {string[]} */
  const violations = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.text().startsWith('CSP violation:')) violations.push(message.text());
  });
  try {
    await body(page);
    if (violations.length > 0)
      throw new Error(`The page broke its Content-Security-Policy:\n${violations.join('\n')}`);
    await ctx.tracing.stop();
  } catch (error) {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    const base = path.join(
      ARTIFACTS,
      t.name
        .replace(/[^a-z0-9-]+/gi, '-')
        .toLowerCase()
        .slice(0, 120),
    );
    await page.screenshot({ path: `${base}.png`, fullPage: true }).catch(() => {});
    await ctx.tracing.stop({ path: `${base}.trace.zip` }).catch(() => {});
    if (errors.length) console.error(`Page errors in "${t.name}":\n${errors.join('\n')}`);
    console.error(
      `Screenshot and trace of the failure: ${path.relative(process.cwd(), base)}.png / .trace.zip`,
    );
    throw error;
  } finally {
    await ctx.close();
  }
}
