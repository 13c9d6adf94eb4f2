// The public face of mfe_backoffice: what a host loads as 'mfe_backoffice/backoffice'. Its own page
// (src/standalone.tsx) mounts it; a host that mounts it under /backoffice/ renders `App` with the same config.
import BackofficeApp, { type BackofficeAppProps } from './app/BackofficeApp';
import { BACKOFFICE_BASE_PATH } from './app/address';
import { isBackofficeConfig, type BackofficeConfig } from './app/config';

export interface BackofficeModule {
  name: 'mfe_backoffice';
  /** The @checkout/shared version this build was made against (baked in by its build). */
  kernelVersion: string;
  App: typeof BackofficeApp;
  basePath: string;
  isConfig: (value: unknown) => value is BackofficeConfig;
}

const backoffice: BackofficeModule = {
  name: 'mfe_backoffice',
  kernelVersion: __CHECKOUT_KERNEL_VERSION__,
  App: BackofficeApp,
  basePath: BACKOFFICE_BASE_PATH,
  isConfig: isBackofficeConfig,
};

export default backoffice;
export type { BackofficeAppProps, BackofficeConfig };
