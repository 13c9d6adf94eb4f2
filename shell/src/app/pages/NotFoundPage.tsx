// Any address the route table does not know.
import { useTranslation } from 'react-i18next';
import { MessagePage, RestartButton } from './MessagePage';
import { useRestart } from './use-restart';

export function NotFoundPage() {
  const { t } = useTranslation();
  const restart = useRestart();
  return (
    <MessagePage tone="info" title={t('notFound.title')} lead={t('notFound.text')}>
      <RestartButton label={t('notFound.action')} onClick={restart} />
    </MessagePage>
  );
}
