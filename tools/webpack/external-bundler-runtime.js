// The federation bundler runtime of a remote's production build: the shell's own (provide-runtime-core.js hands
// it over, as it does the runtime core), so that a remote's entry does not carry a second copy of it (about
// 3.5 KiB gzipped per remote). What only a remote needs, the container entry's init, stays the remote's. Every
// container keeps its own state: this object, its share scope and options, and its federation instance (the
// `@module-federation/runtime` module keeps it, so that module stays the remote's) are the remote's; only the
// functions, which read everything from the container's own `__webpack_require__.federation`, are the shell's.
// Of that module the container hands on what the bundler runtime calls of `federation.runtime`: `init` (the
// container's instance) and `getRemoteEntry` (a shared module's fallback); everything else goes through the instance.
// The rest of it (loadRemote, loadShare ... and the runtime's error texts they assert with) no code of a remote
// calls, so a remote's entry leaves it out (0.6 KiB gzipped; decision 0007).
// A remote served alone (`webpack serve`) keeps the stock module; create-config.cjs swaps this one in.
import { getRemoteEntry, init } from '@module-federation/runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

const provided = /** @type {import('./provide-runtime-core.js').CheckoutGlobal} */ (globalThis)
  ._CHECKOUT_BUNDLER_RUNTIME;
if (!provided) {
  throw new Error(
    'This remote runs on the checkout shell’s federation runtime, which is not on the page (a shell of this checkout provides it).',
  );
}

export const runtime = { init, getRemoteEntry };
export const attachShareScopeMap = provided.attachShareScopeMap;
export const bundlerRuntime = {
  ...provided.bundlerRuntime,
  // A remote loads no remotes of its own (experiments.optimization.disableRemote).
  remotes: undefined,
  initContainerEntry,
  S: {},
};
export const bundlerRuntimeOptions = {};
export const instance = undefined;
export const initOptions = undefined;

export default {
  runtime,
  instance,
  initOptions,
  bundlerRuntime,
  attachShareScopeMap,
  bundlerRuntimeOptions,
};
