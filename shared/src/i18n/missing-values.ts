// What i18next does with a text whose value its caller did not pass ('bis {{hours}} Stunden'): by default it
// leaves the placeholder in the text, and a traveller reads it. Here it is an error under test (Jest sets
// NODE_ENV to 'test'), so every test that renders a text checks its values too; elsewhere it is logged (a
// story's console error fails the story check) and the placeholder stays, the least wrong thing to show.
import type { InitOptions } from 'i18next';

type MissingInterpolationHandler = NonNullable<InitOptions['missingInterpolationHandler']>;

/** Node's process where there is one (Jest, the API); a browser has none. */
const nodeProcess = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process;

const underTest = (): boolean => nodeProcess?.env?.NODE_ENV === 'test';

/** i18next's `missingInterpolationHandler` of every instance of ours (the browser's and the API's). */
export const onMissingValue: MissingInterpolationHandler = (text, match) => {
  const placeholder = String(match[0]);
  const message = `No value for ${placeholder} in "${text}"`;
  if (underTest()) throw new Error(message);
  console.error(message);
  return placeholder;
};
