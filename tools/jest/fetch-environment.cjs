// jsdom lacks the Fetch API (Request, Response, Headers, TextEncoder) that the tests of the start answer the
// API's calls with: this environment lends Node's own.
const { TestEnvironment } = require('jest-environment-jsdom');

// AbortController travels with Request: Node's Request refuses a jsdom AbortSignal.
const NODE_GLOBALS = [
  'TextEncoder',
  'TextDecoder',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'structuredClone',
];

class FetchEnvironment extends TestEnvironment {
  /** @param {ConstructorParameters<typeof TestEnvironment>} args */
  constructor(...args) {
    super(...args);
    const jsdomGlobal = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (this.global));
    const nodeGlobal = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (globalThis));
    for (const name of NODE_GLOBALS) jsdomGlobal[name] = nodeGlobal[name];
  }
}

module.exports = FetchEnvironment;
