// The page and culture of the current address, and the step navigation every remote receives.
import { useMemo } from 'react';
import type { NavigationTarget, StepProps } from '@checkout/shared';
import { hrefFor, parseCheckoutPath, type CheckoutLocation } from './checkout-path';
import { useCheckoutNavigate, useShownAddress } from './navigation';

export function useCheckoutLocation(): CheckoutLocation {
  const { pathname } = useShownAddress();
  return useMemo(() => parseCheckoutPath(pathname), [pathname]);
}

/** StepProps for the remotes: goTo stays under the current language prefix and keeps the query string. */
export function useStepProps(): StepProps {
  const navigate = useCheckoutNavigate();
  const { pathname, search } = useShownAddress();
  return useMemo(() => {
    const { culture } = parseCheckoutPath(pathname);
    return {
      goTo: (target: NavigationTarget) => {
        navigate(hrefFor(target, culture, search));
      },
    };
  }, [navigate, pathname, search]);
}
