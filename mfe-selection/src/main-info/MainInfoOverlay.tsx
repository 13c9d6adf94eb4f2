// The main-info overlay of step 1 and step 1 self: what a consultation costs and how it works.
import { Overlay, useStore, useTranslation } from '@checkout/shared';
import { observer } from 'mobx-react-lite';

export const MainInfoOverlay = observer(function MainInfoOverlay() {
  const { overlays } = useStore();
  const { t } = useTranslation();
  return (
    <Overlay
      open={overlays.isOpen('mainInfo')}
      onClose={() => overlays.close('mainInfo')}
      title={t('mainInfo.title')}
    >
      <p>{t('mainInfo.text')}</p>
    </Overlay>
  );
});
