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
