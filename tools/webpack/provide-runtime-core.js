// A federation runtime plugin of the shell: hands the shell's own copy of the federation runtime to the remotes,
// whose builds leave it out (`experiments.externalRuntime`), so a page carries one runtime, not one per remote.
// The same for the bundler runtime (the functions a container's webpack runtime calls): the remotes' builds take
// the shell's (external-bundler-runtime.js).
// MF's stock `provideExternalRuntime` does the same with another (CommonJS) copy of the runtime, which made the
// shell larger; this one provides the very module the shell's bundler runtime already runs on.
import * as runtimeCore from '@module-federation/runtime-core';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';

/**
 * The page's global with what the shell leaves there for the remotes (external-bundler-runtime.js reads it).
 * @typedef {typeof globalThis & {
 *   _FEDERATION_RUNTIME_CORE?: typeof runtimeCore,
 *   _CHECKOUT_BUNDLER_RUNTIME?: {
 *     bundlerRuntime: typeof bundlerRuntime,
 *     attachShareScopeMap: typeof attachShareScopeMap,
 *   },
 * }} CheckoutGlobal
 */

/** @returns {import('@module-federation/runtime-core').ModuleFederationRuntimePlugin} */
export default function provideRuntimeCore() {
  return {
    name: 'checkout-provide-runtime-core',
    beforeInit(args) {
      const global = /** @type {CheckoutGlobal} */ (runtimeCore.Global);
      if (!global._FEDERATION_RUNTIME_CORE) global._FEDERATION_RUNTIME_CORE = runtimeCore;
      if (!global._CHECKOUT_BUNDLER_RUNTIME) {
        global._CHECKOUT_BUNDLER_RUNTIME = { bundlerRuntime, attachShareScopeMap };
      }
      return args;
    },
  };
}
