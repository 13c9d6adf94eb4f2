// React contexts through which the shell hands its single store, API client and runtime config to the
// remotes. They are the contract's (federation/contract-context.ts): the same objects in every copy of @checkout/shared on
// the page, whichever version a remote was built against, so the shell's providers reach them all.
import { useContext, useMemo, type ReactNode } from 'react';
import type { ApiClient } from '../api-client/api-client';
import type { RuntimeConfig } from '../config/runtime-config';
import type { BookingState } from '../federation/booking-state';
import { contractContext } from '../federation/contract-context';
import { createAnalytics, type Analytics } from '../analytics/analytics';

const StoreContext = contractContext<BookingState>('store@1');
const ApiContext = contractContext<ApiClient>('api@1');
const ConfigContext = contractContext<RuntimeConfig>('config@1');

function required<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`${what} is missing: render inside the shell's providers.`);
  return value;
}

export function StoreProvider({ store, children }: { store: BookingState; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export function ApiProvider({ api, children }: { api: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

export function ConfigProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}

/** The shell's root store. */
export function useStore(): BookingState {
  return required(useContext(StoreContext), 'StoreProvider');
}

/** The shell's API client. */
export function useApi(): ApiClient {
  return required(useContext(ApiContext), 'ApiProvider');
}

/** checkout-config.json as the shell loaded it. */
export function useRuntimeConfig(): RuntimeConfig {
  return required(useContext(ConfigContext), 'ConfigProvider');
}

/** The analytics helper on the store's clock. */
export function useAnalytics(): Analytics {
  const store = useStore();
  return useMemo(() => createAnalytics({ clock: store.clock }), [store]);
}

/** All three providers at once (shell, standalone harnesses, tests, Storybook). */
export function CheckoutProviders({
  store,
  api,
  config,
  children,
}: {
  store: BookingState;
  api: ApiClient;
  config: RuntimeConfig;
  children: ReactNode;
}) {
  return (
    <ConfigProvider config={config}>
      <ApiProvider api={api}>
        <StoreProvider store={store}>{children}</StoreProvider>
      </ApiProvider>
    </ConfigProvider>
  );
}
