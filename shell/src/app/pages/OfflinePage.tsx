// /offline: the checkout is switched off; the guards bring the visitor back to init once it is on again.
import { useTranslation } from 'react-i18next';
import { MessagePage } from './MessagePage';

export function OfflinePage() {
  const { t } = useTranslation();
  return <MessagePage tone="info" title={t('offline.title')} lead={t('offline.text')} />;
}
