// Step 6's summary as the visitor reads it (presets and custom-date journeys).
/* global document -- the page.evaluate() body runs in the browser */

/** The summary's entries as { term: value } (dt and dd of the step's definition lists). */
export const summaryEntries = (page) =>
  page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('main dl > div')].map((row) => [
        row.querySelector('dt')?.textContent?.trim(),
        row.querySelector('dd')?.textContent?.trim(),
      ]),
    ),
  );
