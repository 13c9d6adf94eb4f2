// The page and culture of the current address, and the step navigation every remote receives.
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { NavigationTarget, StepProps } from '@checkout/shared';
import { hrefFor, parseCheckoutPath, type CheckoutLocation } from './checkout-path';

export function useCheckoutLocation(): CheckoutLocation {
  const { pathname } = useLocation();
  return useMemo(() => parseCheckoutPath(pathname), [pathname]);
}

/** StepProps for the remotes: goTo stays under the current language prefix and keeps the query string. */
export function useStepProps(): StepProps {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useMemo(() => {
    const { culture } = parseCheckoutPath(pathname);
    return {
      goTo: (target: NavigationTarget) => {
        void navigate(hrefFor(target, culture, search));
      },
    };
  }, [navigate, pathname, search]);
}
