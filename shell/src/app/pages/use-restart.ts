// Restarting the booking: init under the current language, keeping the query string (the entry context).
import { useLocation, useNavigate } from 'react-router';
import { hrefFor, parseCheckoutPath } from '../checkout-path';

export function useRestart(): () => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return () => {
    void navigate(hrefFor('init', parseCheckoutPath(pathname).culture, search));
  };
}
