// Debian's Chromium driven by playwright-core (no browser download on CI). Playwright gives every launch
// a fresh temporary profile, removed on close.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const ARTIFACTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchBrowser() {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium (or set CHROMIUM_PATH).`);
  }
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
}

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
