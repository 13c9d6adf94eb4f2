// Written into every build by webpack's DefinePlugin (tools/webpack/create-config.cjs) and into tests by Jest.

/** The version of @checkout/shared (the kernel) in shared/package.json when this code was built. */
declare const __CHECKOUT_KERNEL_VERSION__: string;
