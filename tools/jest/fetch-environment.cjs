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
  constructor(config, context) {
    super(config, context);
    for (const name of NODE_GLOBALS) this.global[name] = globalThis[name];
  }
}

module.exports = FetchEnvironment;
