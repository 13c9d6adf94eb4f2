// What shows when the shell itself fails during a navigation (a guard or a page threw): never a blank page.
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MessagePage, RestartButton } from './MessagePage';
import { useRestart } from './use-restart';

export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const restart = useRestart();
  useEffect(() => {
    console.error('Checkout navigation failed', error);
  }, [error]);
  return (
    <main id="checkout-main" className="checkout__main">
      <MessagePage tone="error" title={t('error.title')} lead={t('error.lead')}>
        <RestartButton label={t('error.restart')} onClick={restart} />
      </MessagePage>
    </main>
  );
}
