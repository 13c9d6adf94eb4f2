// The aside of step 1 and step 1 self (spec: side panel): illustration, title, description and the button
// opening the main-info overlay, which the step's Main renders (the overlay state is in the shared store).
import { Button, SidePanel, useStore, useTranslation } from '@checkout/shared';

export default function MainInfoAside() {
  const { overlays } = useStore();
  const { t } = useTranslation();
  return (
    <SidePanel title={t('aside.title')} description={t('aside.description')}>
      <Button variant="secondary" onClick={() => overlays.open('mainInfo')}>
        {t('aside.button')}
      </Button>
    </SidePanel>
  );
}
