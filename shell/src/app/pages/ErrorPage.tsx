// /error and /fr/error: the booking could not be sent (spec section 8, reservation failure).
import { useTranslation } from 'react-i18next';
import { MessagePage, RestartButton } from './MessagePage';
import { useRestart } from './use-restart';

export function ErrorPage() {
  const { t } = useTranslation();
  const restart = useRestart();
  return (
    <MessagePage tone="error" title={t('error.confirmation.title')} lead={t('error.confirmation.lead')}>
      <p>{t('error.confirmation.text')}</p>
      <RestartButton label={t('error.restart')} onClick={restart} />
    </MessagePage>
  );
}
