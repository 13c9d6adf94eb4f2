// Jest environment for the API tests: Node, plus PGlite loaded outside Jest's module sandbox.
// PGlite loads its WebAssembly with dynamic import(), which Jest's sandbox refuses without
// --experimental-vm-modules; loaded here, natively, it works, and the API's PGlite driver receives it.
const { TestEnvironment } = require('jest-environment-node');

class PgliteEnvironment extends TestEnvironment {
  /** @override */
  async setup() {
    await super.setup();
    this.global.__NATIVE_PGLITE__ = require('@electric-sql/pglite').PGlite;
  }
}

module.exports = PgliteEnvironment;
