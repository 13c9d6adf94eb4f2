// A federation runtime plugin of the shell: hands the shell's own copy of the federation runtime to the remotes,
// whose builds leave it out (`experiments.externalRuntime`), so a page carries one runtime, not one per remote.
// MF's stock `provideExternalRuntime` does the same with another (CommonJS) copy of the runtime, which made the
// shell larger; this one provides the very module the shell's bundler runtime already runs on.
import * as runtimeCore from '@module-federation/runtime-core';

export default function provideRuntimeCore() {
  return {
    name: 'checkout-provide-runtime-core',
    beforeInit(args) {
      const global = runtimeCore.Global;
      if (!global._FEDERATION_RUNTIME_CORE) global._FEDERATION_RUNTIME_CORE = runtimeCore;
      return args;
    },
  };
}
