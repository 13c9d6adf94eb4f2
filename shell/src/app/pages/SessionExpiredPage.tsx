// Shown in place of the step when the store says the session expired (the slot hold ran out).
import { useTranslation } from 'react-i18next';
import { MessagePage, RestartButton } from './MessagePage';
import { useRestart } from './use-restart';

export function SessionExpiredPage() {
  const { t } = useTranslation();
  const restart = useRestart();
  return (
    <MessagePage tone="info" title={t('sessionExpired.title')} lead={t('sessionExpired.text')}>
      <RestartButton label={t('sessionExpired.restart')} onClick={restart} />
    </MessagePage>
  );
}
