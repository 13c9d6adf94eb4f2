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

const remotes = ['mfe-selection', 'mfe-agenda', 'mfe-contact', 'mfe-confirmation', 'mfe-backoffice'];

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

/**
 * Screens side by side (issue 47): a file in one screen's folder imports nothing of another screen's folder; what two
 * screens share lives in the app's shared parts (`src/app`).
 * @type {import('eslint').Rule.RuleModule}
 */
const noSiblingScreenImport = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const root = path.dirname(context.filename).split(`${path.sep}screens${path.sep}`)[0] ?? '';
    const screens = path.join(root, 'screens');
    const own = path.relative(screens, context.filename).split(path.sep)[0];
    /** @param {import('estree').ImportDeclaration | import('estree').ExportNamedDeclaration | import('estree').ExportAllDeclaration | import('estree').ImportExpression} node */
    const check = (node) => {
      const source = node.source;
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.'))
        return;
      const target = path.relative(screens, path.resolve(path.dirname(context.filename), source.value));
      if (target.startsWith('..')) return;
      const screen = target.split(path.sep)[0];
      if (screen !== own)
        context.report({
          node: source,
          message: `A screen imports no other screen ('${screen}'): move what both use to src/app.`,
        });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/**
 * The booking API imports @checkout/shared's contract, schemas, texts and calendar only, and no UI code.
 * @param {...{ group: string[], message: string }} layerPatterns what a layer may not import besides
 * @returns {import('eslint').Linter.RulesRecord}
 */
const apiImports = (...layerPatterns) => ({
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
        ...layerPatterns,
      ],
    },
  ],
});

/**
 * Import paths into these folders or modules of api/src (relative, from any depth).
 * @param {...string} names
 */
const into = (...names) => names.flatMap((name) => [`**/${name}`, `**/${name}/**`]);
/** The composition of the API (the app, its entry points and configuration): nothing below imports it. */
const TOP = ['app', 'main', 'config', 'prepare-database', 'cli'];

const API_LAYERS = {
  routes: {
    forbidden: [...into(...TOP, 'seed'), '**/db/**', '!**/db/database'],
    message:
      'Routes take the app context (app-context.ts) and call the domain or a repository; no demo data, no SQL helpers.',
  },
  http: {
    forbidden: into(...TOP, 'app-context', 'routes', 'seed'),
    message: 'The HTTP helpers sit below the routes and read no demo data.',
  },
  domain: {
    forbidden: [
      ...into(...TOP, 'app-context', 'routes', 'http', 'seed', 'catalogue-import'),
      '**/db/**',
      '!**/db/database',
      '**/notifications/**',
      '!**/notifications/outbox',
      '!**/notifications/booking-facts',
    ],
    message:
      'The domain imports no HTTP code and no demo data: routes -> domain -> repositories -> db. It throws DomainError ' +
      '(domain/errors.ts) and gets the retailer from configuration.',
  },
  notifications: {
    forbidden: into(...TOP.filter((name) => name !== 'config'), 'app-context', 'routes', 'http', 'seed'),
    message: 'The outbox and its worker import no HTTP code and no demo data.',
  },
  repositories: {
    forbidden: [
      ...into(...TOP, 'app-context', 'routes', 'http', 'domain', 'seed', 'catalogue-import'),
      '**/notifications/**',
      '!**/notifications/booking-facts',
    ],
    message: 'Repositories own the SQL and sit below the domain: they import db/ and their own types only.',
  },
  db: {
    forbidden: into(
      ...TOP,
      'app-context',
      'routes',
      'http',
      'domain',
      'repositories',
      'notifications',
      'seed',
      'catalogue-import',
      'i18n',
    ),
    message: 'db/ is the bottom layer (drivers, migrations): it imports nothing of the API above it.',
  },
  i18n: {
    forbidden: into(
      ...TOP,
      'app-context',
      'routes',
      'http',
      'domain',
      'repositories',
      'db',
      'notifications',
      'seed',
    ),
    message: 'The texts depend on the text catalogues only.',
  },
  seed: {
    forbidden: into(...TOP, 'app-context', 'routes', 'http'),
    message: 'The demo seed writes through repositories; nothing of the HTTP side.',
  },
  observability: {
    forbidden: into(
      ...TOP,
      'app-context',
      'routes',
      'http',
      'domain',
      'notifications',
      'seed',
      'catalogue-import',
    ),
    message:
      'Metrics, telemetry and tracing sit beside the repositories: the HTTP side and the worker call them, never the reverse.',
  },
  'catalogue-import': {
    forbidden: into(...TOP, 'app-context', 'routes', 'http', 'seed'),
    message: "The retailer's import checks and writes through repositories; no HTTP code, no demo data.",
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
  {
    plugins: {
      'checkout-boundaries': {
        rules: {
          'no-relative-import-into': noRelativeImportInto,
          'no-sibling-screen-import': noSiblingScreenImport,
        },
      },
    },
  },
  {
    files: ['mfe-backoffice/src/screens/**'],
    rules: { 'checkout-boundaries/no-sibling-screen-import': 'error' },
  },
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
    // No circles anywhere (the API's layers included): a module never reaches itself again through what it imports (type-only imports aside,
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
    rules: apiImports(),
  },
  // The booking API's layers point one way: routes -> domain -> repositories -> db (api/README.md, "Layers").
  // Each folder of api/src names what it must not import; the same base restrictions stay (a later block's
  // no-restricted-imports replaces an earlier one's for the same files).
  ...Object.entries(API_LAYERS).map(([folder, { forbidden, message }]) => ({
    files: [`api/src/${folder}/**`],
    rules: apiImports({ group: forbidden, message }),
  })),
  {
    // SQL runs only in api/src/repositories (the statements) and api/src/db (drivers, migrations, schema lock).
    files: ['api/src/**'],
    ignores: ['api/src/repositories/**', 'api/src/db/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='query']",
          message: 'SQL lives in api/src/repositories: call a repository function instead.',
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
