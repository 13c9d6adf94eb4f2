// What shows when the shell itself fails during a navigation (a guard or a page threw): never a blank page.
import { useEffect } from 'react';
import { ErrorScreen } from '@checkout/shared';
import { useRestart } from './use-restart';

export function RouteErrorPage({ error }: { error: unknown }) {
  const restart = useRestart();
  useEffect(() => {
    console.error('Checkout navigation failed', error);
  }, [error]);
  return (
    <main id="checkout-main" className="checkout__main">
      <ErrorScreen variant="general" onRestart={restart} />
    </main>
  );
}
