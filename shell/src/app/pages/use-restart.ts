// Restarting the booking: init under the current language, keeping the query string (the entry context).
import { hrefFor, parseCheckoutPath } from '../checkout-path';
import { useCheckoutNavigate, useShownAddress } from '../navigation';

export function useRestart(): () => void {
  const navigate = useCheckoutNavigate();
  const { pathname, search } = useShownAddress();
  return () => {
    navigate(hrefFor('init', parseCheckoutPath(pathname).culture, search));
  };
}
