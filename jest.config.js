// One Jest project per package; TypeScript and the ES modules of d3 and wouter go through SWC.
/** @type {[string, import('@swc/core').Options]} */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** @type {import('jest').Config} */
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  transformIgnorePatterns: [
    '/node_modules/(?!(d3|d3-[^/]+|internmap|wouter|openid-client|oauth4webapi|jose)/)',
  ],
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
    '\\.(svg|png|jpg)$': '<rootDir>/../tools/jest/file-stub.cjs',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  // What webpack's DefinePlugin writes into every build (tools/webpack/create-config.cjs).
  globals: { __CHECKOUT_KERNEL_VERSION__: require('./shared/package.json').version },
};

/** @param {string} name the package's folder */
const browser = (name) => ({
  ...common,
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../tools/jest/setup-dom.ts'],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
});

/** @type {import('jest').Config} */
module.exports = {
  // A test's time limit, not a speed goal: at 5 s (Jest's default) a test booking several consultations on PGlite or
  // rendering a whole step timed out on a busy two-core machine (load 12-14) and passed alone. Timings are reported
  // by the benchmarks, never asserted here; a test that hangs still fails, after 20 s.
  // (Read from the root config only: Jest ignores it in a project's.)
  testTimeout: 20_000,
  // Jest's default is one worker less than the cores: one on CI's two, with the main process idle. Two there run the
  // whole suite in 261 s instead of 366-407 s, and the API on PostgreSQL in 142 s instead of 252 s (idle machine).
  maxWorkers: Math.max(2, require('node:os').availableParallelism() - 1),
  projects: [
    browser('shared'),
    browser('shell'),
    browser('mfe-selection'),
    browser('mfe-agenda'),
    browser('mfe-contact'),
    browser('mfe-confirmation'),
    browser('mfe-backoffice'),
    {
      ...common,
      displayName: 'api',
      rootDir: '<rootDir>/api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/src/**/*.test.ts'],
    },
  ],
};
