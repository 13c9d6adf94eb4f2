// What every screen of the back office reads: the store (with the staff API client), the passkeys, the clock and
// the runtime configuration. The back office's own context: it takes nothing from the checkout's shell.
import { createContext, useContext, type ReactNode } from 'react';
import type { Clock } from '@checkout/shared/dates';
import type { BackofficeStore } from './backoffice-store';
import type { BackofficeConfig } from './config';
import type { Passkeys } from './passkeys';

export interface BackofficeContextValue {
  store: BackofficeStore;
  passkeys: Passkeys;
  clock: Clock;
  config: BackofficeConfig;
}

const Context = createContext<BackofficeContextValue | null>(null);

export function BackofficeProvider({
  value,
  children,
}: {
  value: BackofficeContextValue;
  children: ReactNode;
}) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useBackoffice(): BackofficeContextValue {
  const value = useContext(Context);
  if (!value) throw new Error('useBackoffice needs a BackofficeProvider above it');
  return value;
}
