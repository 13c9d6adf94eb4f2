// jsdom lacks the Fetch API that react-router's data routers build every navigation on (Request,
// Response, TextEncoder): this environment lends Node's own, so loaders run in tests as in a browser.
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

class RouterEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of NODE_GLOBALS) this.global[name] = globalThis[name];
  }
}

module.exports = RouterEnvironment;
