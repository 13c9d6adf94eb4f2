// Browser pages for the e2e tests: Debian's Chromium (tools/chromium.mjs), a screenshot kept on failure.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM, launchChromium } from '../../tools/chromium.mjs';

export { CHROMIUM };
export const ARTIFACTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');

export const launchBrowser = launchChromium;

/**
 * Runs a test body with a fresh context and page; on failure keeps a screenshot of the page in
 * e2e/artifacts/ (named after the test) before rethrowing.
 * @param {import('playwright-core').Browser} browser
 * @param {{ name: string }} t the node:test context
 * @param {(page: import('playwright-core').Page) => Promise<void>} body
 */
export async function withPage(browser, t, body) {
  const context = await browser.newContext({ locale: 'de-CH', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await body(page);
  } catch (error) {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    const file = path.join(ARTIFACTS, `${t.name.replace(/[^a-z0-9-]+/gi, '-').toLowerCase()}.png`);
    await page.screenshot({ path: file, fullPage: true }).catch(() => {});
    if (errors.length) console.error(`Page errors in "${t.name}":\n${errors.join('\n')}`);
    console.error(`Screenshot of the failure: ${path.relative(process.cwd(), file)}`);
    throw error;
  } finally {
    await context.close();
  }
}
