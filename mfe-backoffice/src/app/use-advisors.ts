// The advisors in the member's scope for a page's advisor choice (time off, working hours): the store's, loaded once.
import { useEffect, useState } from 'react';
import type { StaffAdvisor } from '@checkout/shared/contract';
import { useFailureText } from './failure-text';
import { useBackoffice } from './context';

/** The advisors (null while loading) and the failure's text, if loading failed. */
export function useAdvisors(): { advisors: StaffAdvisor[] | null; advisorsError: string } {
  const { store } = useBackoffice();
  const failureText = useFailureText();
  const [advisors, setAdvisors] = useState<StaffAdvisor[] | null>(store.advisors);
  const [advisorsError, setAdvisorsError] = useState('');
  useEffect(() => {
    let live = true;
    store.loadAdvisors().then(
      (all) => live && setAdvisors(all),
      (failure: unknown) => live && setAdvisorsError(failureText(failure)),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);
  return { advisors, advisorsError };
}
