// Shown while the guards of the first navigation run (offline check), before any route renders.
import { useTranslation } from '@checkout/shared';

export function StartingPage() {
  const { t } = useTranslation();
  return (
    <p className="checkout__starting" role="status">
      {t('common.loading')}
    </p>
  );
}
