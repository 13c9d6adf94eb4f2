// The address the checkout shows and the one way to move: what the router (router.tsx) hands every page, chrome
// and remote. The shown address changes only once the guards allowed it, so a page never renders for an address
// the guards would turn away.
import { createContext, useContext, type ReactNode } from 'react';

export interface ShownAddress {
  /** Below the base path: '/step-2', '/fr/step-1', '/'. */
  pathname: string;
  /** The query string with its '?', or ''. */
  search: string;
}

export interface CheckoutNavigation {
  address: ShownAddress;
  /** Goes to an address below the base path (hrefFor's); the guards run first, even for the same address. */
  navigate: (href: string, options?: { replace?: boolean }) => void;
}

const NavigationContext = createContext<CheckoutNavigation>({
  address: { pathname: '/', search: '' },
  navigate: () => undefined,
});

export function NavigationProvider({ value, children }: { value: CheckoutNavigation; children: ReactNode }) {
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

/** A fixed address that goes nowhere: the first frame rendered at build time, Storybook. */
export function StaticAddress({ pathname, children }: { pathname: string; children: ReactNode }) {
  return (
    <NavigationProvider value={{ address: { pathname, search: '' }, navigate: () => undefined }}>
      {children}
    </NavigationProvider>
  );
}

export function useShownAddress(): ShownAddress {
  return useContext(NavigationContext).address;
}

export function useCheckoutNavigate(): CheckoutNavigation['navigate'] {
  return useContext(NavigationContext).navigate;
}
