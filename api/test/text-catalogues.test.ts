// Every text a traveller can read, in both languages: the browser's catalogue (TEXTS) and the API's (its own
// over the browser's). Each key is rendered with the values its text names, as the product renders it (the
// browser's i18next, the API's), and every call in the code that names a key literally is checked to pass the
// values its text names; a text rendered without one of them is an error in every test (missing-values.ts).
import { existsSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import ts from 'typescript';
import { TEXTS } from '@checkout/shared/texts';
import { createI18n } from '../../shared/src/i18n/i18n';
import { textsFor } from '../src/i18n/texts';
import { CATALOGUE, placeholders, readerProblems, type Language } from './support/reader-rules';

const CULTURES = ['de-CH', 'fr-CH'] as const;
const LANGUAGE = { 'de-CH': 'de', 'fr-CH': 'fr' } as const satisfies Record<string, Language>;
const ROOT = path.resolve(__dirname, '../..');

/** A value for each placeholder, of the kind its callers pass: numbers where a count, words elsewhere. */
const sampleValues = (text: string): Record<string, string | number> =>
  Object.fromEntries(
    placeholders(text).map((name, i) => [
      name,
      /^(count|min|max|hours|minutes|total|shown|n)$/.test(name) ? 4 + i : `Wert${i}`,
    ]),
  );

describe('the text catalogues', () => {
  it.each([
    ['the browser', TEXTS],
    ['the API', CATALOGUE],
  ])('%s: every key in both languages, with the same placeholders', (_name, catalogue) => {
    expect(Object.keys(catalogue['fr-CH']).sort()).toEqual(Object.keys(catalogue['de-CH']).sort());
    const differing = Object.keys(catalogue['de-CH']).filter(
      (key) =>
        placeholders(catalogue['de-CH'][key] ?? '').join() !==
        placeholders(catalogue['fr-CH'][key] ?? '').join(),
    );
    expect(differing).toEqual([]);
  });

  it.each(CULTURES)(
    'renders every browser text in %s with its values, and nothing a traveller must not read',
    (culture) => {
      const i18n = createI18n(culture, TEXTS);
      const problems = Object.entries(TEXTS[culture]).flatMap(([key, text]) => {
        const rendered = i18n.t(key, sampleValues(text));
        const found = readerProblems(rendered, LANGUAGE[culture]);
        return found.length > 0 ? [{ key, rendered, found }] : [];
      });
      expect(problems).toEqual([]);
    },
  );

  it.each(CULTURES)(
    'renders every API text in %s, as text and as HTML, and nothing a traveller must not read',
    (culture) => {
      const texts = textsFor(culture);
      const problems = Object.entries(CATALOGUE[culture]).flatMap(([key, text]) => {
        const values = sampleValues(text);
        const rendered = [texts.text(key, values), texts.html(key, values).replace(/<[^>]+>/g, ' ')];
        const found = rendered.flatMap((r) => readerProblems(r, LANGUAGE[culture]));
        return found.length > 0 ? [{ key, rendered, found }] : [];
      });
      expect(problems).toEqual([]);
    },
  );

  it('puts the values into a text of the translations table the API answers with (a validation message)', () => {
    expect(textsFor('fr-CH').fill(TEXTS['fr-CH']['validation.library.min'] ?? '', { min: 4 })).toBe(
      'Ce champ doit comporter au moins 4 caractères',
    );
    expect(textsFor('de-CH').fill('Ohne Werte', {})).toBe('Ohne Werte');
    expect(() => textsFor('de-CH').fill('Mindestens {{min}}', {})).toThrow('{{min}}');
  });

  it('fails on a value left out, in the browser and in the API, instead of leaving the placeholder', () => {
    const i18n = createI18n('de-CH', { 'de-CH': { probe: 'bis {{hours}} Stunden vorher' } });
    expect(() => i18n.t('probe', { phone: '044' })).toThrow('{{hours}}');
    expect(() => textsFor('fr-CH').text('mail.contact', { phone: '022' })).toThrow('{{hours}}');
  });
});

/** Calls that render a catalogue text: i18next's `t`, the API's `texts.text`/`texts.html` and its mails' `say`. */
const RENDERING_CALLS = new Set(['t', 'text', 'html', 'say']);

interface LiteralCall {
  at: string;
  key: string;
  /** The names the call passes, or null when its values are not an object literal (checked at run time only). */
  passes: string[] | null;
}

/** Every call in the product's code (tests and stories aside) that names a catalogue key as a literal. */
const literalCalls = (keys: Set<string>): LiteralCall[] => {
  // The work tree as it is: new files not yet added count, and files deleted but not yet committed do not.
  const listed = ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx'];
  const files = [...new Set(execFileSync('git', listed, { cwd: ROOT, encoding: 'utf8' }).split('\n'))]
    .filter((file) => /^(shared|shell|mfe-[a-z]+|dev-kit|api)\/src\//.test(file))
    .filter((file) => existsSync(path.join(ROOT, file)))
    .filter((file) => !/\.(test|stories)\.tsx?$/.test(file));
  const calls: LiteralCall[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(
      file,
      readFileSync(path.join(ROOT, file), 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node)) {
        const [first, second] = node.arguments;
        const callee = ts.isPropertyAccessExpression(node.expression)
          ? node.expression.name.text
          : node.expression.getText(source);
        if (first && ts.isStringLiteralLike(first) && keys.has(first.text) && RENDERING_CALLS.has(callee)) {
          const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
          const passes = !second
            ? []
            : ts.isObjectLiteralExpression(second) && !second.properties.some(ts.isSpreadAssignment)
              ? second.properties.flatMap((p) =>
                  p.name && !ts.isComputedPropertyName(p.name) ? [p.name.text] : [],
                )
              : null;
          calls.push({ at: `${file}:${line}`, key: first.text, passes });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return calls;
};

describe('the code that renders the texts', () => {
  const calls = literalCalls(new Set(Object.keys(CATALOGUE['de-CH'])));

  it('names keys literally often enough for this check to mean something', () => {
    expect(calls.length).toBeGreaterThan(250);
    expect(calls.filter((call) => call.passes !== null).length / calls.length).toBeGreaterThan(0.9);
  });

  it('passes every value the text names, wherever a call names its key literally', () => {
    const missing = calls.flatMap(({ at, key, passes }) => {
      if (passes === null) return [];
      const lacking = placeholders(CATALOGUE['de-CH'][key] ?? '').filter((name) => !passes.includes(name));
      return lacking.length > 0 ? [{ at, key, lacking }] : [];
    });
    expect(missing).toEqual([]);
  });
});
