// What i18next does with a text whose value its caller did not pass ('bis {{hours}} Stunden'): by default it
// leaves the placeholder in the text, and a traveller reads it. Here it is an error under test (Jest sets
// NODE_ENV to 'test'), so every test that renders a text checks its values too; elsewhere it is logged (a
// story's console error fails the story check) and the placeholder stays, the least wrong thing to show.
import type { InitOptions } from 'i18next';

type MissingInterpolationHandler = NonNullable<InitOptions['missingInterpolationHandler']>;

/**
 * NODE_ENV as Jest and the API have it; a browser build has it written in by webpack (its mode), so the test
 * branch below is dropped from the bundles.
 */
declare const process: { env: { NODE_ENV?: string } };

/** i18next's `missingInterpolationHandler` of every instance of ours (the browser's and the API's). */
export const onMissingValue: MissingInterpolationHandler = (text, match) => {
  const placeholder = String(match[0]);
  const message = `No value for ${placeholder} in "${text}"`;
  if (process.env.NODE_ENV === 'test') throw new Error(message);
  console.error(message);
  return placeholder;
};
