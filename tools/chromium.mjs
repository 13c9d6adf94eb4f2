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

/**
 * For screenshots compared pixel by pixel (the Storybook check): every invalidated tile is drawn again whole. Now and
 * then one anti-aliased pixel of a focus ring's rounded corner came out 4 levels off in a story whose screen had not
 * changed (mfe-selection's destination overlay, twice in November 2026). The check shows every story in one page, so
 * what a tile showed before differs from run to run; with partial raster, Chromium redraws only the changed part of
 * a tile, the likely way that history reaches the pixels. Not proven: the flake was too rare to reproduce at will.
 */
const DETERMINISTIC_RASTER = ['--disable-partial-raster'];

/** @param {{ deterministicRaster?: boolean }} [options] */
export function launchChromium({ deterministicRaster = false } = {}) {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium (or set CHROMIUM_PATH).`);
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: deterministicRaster ? [...ARGS, ...DETERMINISTIC_RASTER] : ARGS,
  });
}
