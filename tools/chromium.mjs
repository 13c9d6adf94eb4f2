// Debian's Chromium driven by playwright-core (no browser download on CI), for the e2e tests and the
// Storybook check. Playwright gives every launch a fresh temporary profile, removed on close.
import fs from 'node:fs';
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Without the background-networking flags, Chromium's calls home are refused by a closed network. */
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium() {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium (or set CHROMIUM_PATH).`);
  }
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
}
