// Lint for every package. The import-boundary rules keep the one-way flow:
// shared <- each mfe-* <- shell, and api <- shared (contract and schemas only).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import path from 'node:path';

const remotes = ['mfe-selection', 'mfe-agenda', 'mfe-contact', 'mfe-confirmation'];

// The booking API package is forbidden by its name and by where a relative path really leads (into the
// repository's api/ folder), so a package may still have a local folder named api.
const PACKAGE_ONLY = new Set(['api']);

/**
 * The import patterns that forbid the given packages: by their name, and (all but the API) by a path into them.
 * @param {string[]} names
 * @param {string} message
 */
const forbiddenPatterns = (names, message) =>
  names.flatMap((n) => [
    { group: [`@checkout/${n}`, `@checkout/${n}/*`], message },
    ...(PACKAGE_ONLY.has(n) ? [] : [{ group: [`**/${n}/**`, `**/${n}`], message }]),
  ]);

/**
 * The rules that keep a package from importing the given ones.
 * @param {string[]} names
 * @param {string} message
 * @returns {import('eslint').Linter.RulesRecord}
 */
const forbid = (names, message) => ({
  'no-restricted-imports': ['error', { patterns: forbiddenPatterns(names, message) }],
  ...(names.some((n) => PACKAGE_ONLY.has(n)) && {
    'checkout-boundaries/no-relative-import-into': [
      'error',
      { folders: names.filter((n) => PACKAGE_ONLY.has(n)), message },
    ],
  }),
});

/**
 * Reports relative imports that resolve into one of the given top-level folders of the repository.
 * @type {import('eslint').Rule.RuleModule}
 */
const noRelativeImportInto = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: { folders: { type: 'array', items: { type: 'string' } }, message: { type: 'string' } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { folders, message } = /** @type {{ folders: string[], message: string }} the schema's */ (
      context.options[0]
    );
    const roots = folders.map((folder) => path.join(import.meta.dirname, folder) + path.sep);
    /**
     * @param {import('estree').ImportDeclaration | import('estree').ExportNamedDeclaration
     *   | import('estree').ExportAllDeclaration | import('estree').ImportExpression} node
     */
    const check = (node) => {
      const source = node.source;
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.'))
        return;
      const resolved = path.resolve(path.dirname(context.filename), source.value) + path.sep;
      if (roots.some((root) => resolved.startsWith(root))) context.report({ node: source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/storybook-static/**',
      'e2e/artifacts/**',
      '.data/**',
      // API Extractor's declarations while npm run api-report -w shared runs.
      '**/.api-report/**',
    ],
  },
  js.configs.recommended,
  // The repository's own rules, named so they are not taken for the eslint-plugin-boundaries package.
  { plugins: { 'checkout-boundaries': { rules: { 'no-relative-import-into': noRelativeImportInto } } } },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // No circles anywhere: a module never reaches itself again through what it imports (type-only imports aside,
    // as they vanish from the build). A lazy import() counts too: the chunk it splits off still loads its
    // importer's module graph.
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.cjs', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: { 'import-x/no-cycle': ['error', { commonjs: true }] },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Browser tests and the Storybook check run page.evaluate() bodies in the browser.
    files: ['e2e/**/*.mjs', 'storybook/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser, axe: 'readonly' } },
    // Older files still name their browser globals in a /* global */ comment.
    rules: { 'no-redeclare': ['error', { builtinGlobals: false }] },
  },
  {
    files: ['shared/src/**'],
    rules: forbid(['shell', 'api', ...remotes], 'shared depends on no other package of the checkout.'),
  },
  ...remotes.map((remote) => ({
    files: [`${remote}/src/**`],
    rules: forbid(
      ['shell', 'api', ...remotes.filter((r) => r !== remote)],
      'A remote never imports the shell, the API or another remote: go through @checkout/shared.',
    ),
  })),
  {
    files: ['shell/src/**'],
    rules: forbid(['api', ...remotes], 'The shell loads remotes at run time (loadRemote), never by import.'),
  },
  // Tests and stories take the booking API's recorded answers (pure data) instead of a copy of its seed:
  // @checkout/api/recordings is the one part of the API they may import; every other boundary stays.
  ...[...remotes, 'shell'].map((pkg) => {
    const others = pkg === 'shell' ? remotes : ['shell', ...remotes.filter((r) => r !== pkg)];
    const message =
      'Tests and stories may import @checkout/api/recordings, no other package of the checkout.';
    /** @type {import('eslint').Linter.RulesRecord} */
    const rules = {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@checkout/api', message }],
          patterns: [
            ...forbiddenPatterns(others, message),
            { group: ['@checkout/api/*', '!@checkout/api/recordings'], message },
          ],
        },
      ],
    };
    return {
      files: [`${pkg}/src/**/*.test.{ts,tsx}`, `${pkg}/src/**/*.stories.tsx`, `${pkg}/src/**/story-state/**`],
      rules,
    };
  }),
  {
    files: ['api/src/**', 'api/test/**', 'api/bench/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@checkout/shared',
              message:
                'The API imports @checkout/shared/contract, /schemas, /texts and /calendar only (no React, no store).',
            },
          ],
          patterns: [
            {
              group: ['**/shell/**', '**/mfe-*/**', '@checkout/shell', '@checkout/mfe-*'],
              message: 'no UI code in the API',
            },
          ],
        },
      ],
    },
  },
  // Production code never imports the dev kit (standalone harness, test kit): only tests, stories, story
  // states, test helpers and a remote's standalone page do. Each package keeps its own boundaries too.
  .../** @type {[pkg: string, forbidden: string[]][]} */ ([
    ['shared', ['shell', 'api', ...remotes]],
    ['shell', ['api', ...remotes]],
    ...remotes.map((remote) => [remote, ['shell', 'api', ...remotes.filter((r) => r !== remote)]]),
  ]).map(([pkg, forbidden]) => ({
    files: [`${pkg}/src/**`],
    ignores: [
      `${pkg}/src/**/*.test.{ts,tsx}`,
      `${pkg}/src/**/*.stories.tsx`,
      `${pkg}/src/**/story-state/**`,
      `${pkg}/src/**/testing/**`,
      `${pkg}/src/standalone.tsx`,
    ],
    rules: forbid(
      [...forbidden, 'dev-kit'],
      `${pkg} ships to travellers: it imports no dev kit and no other package.`,
    ),
  })),
  {
    files: ['dev-kit/src/**'],
    rules: forbid(['shell', 'api', ...remotes], 'The dev kit builds on @checkout/shared only.'),
  },
  prettier,
);
