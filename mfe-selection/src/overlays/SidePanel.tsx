// Side panel of step 1 and step 1 self: illustration, title, description and the main-info button.
import { Button, Card, Illustration, useStore } from '@checkout/shared';
import { useTranslation } from 'react-i18next';

export function SidePanel() {
  const { overlays } = useStore();
  const { t } = useTranslation();
  return (
    <Card variant="highlight" as="aside" aria-label={t('aside.title')}>
      <div className="ck-side-panel">
        <Illustration />
        <h2 className="ck-card__title">{t('aside.title')}</h2>
        <p className="ck-muted">{t('aside.description')}</p>
        <Button variant="secondary" onClick={() => overlays.open('mainInfo')}>
          {t('aside.button')}
        </Button>
      </div>
    </Card>
  );
}
