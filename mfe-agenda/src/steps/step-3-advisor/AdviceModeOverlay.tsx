// The advice-mode overlay (second layer): personal (with a location), online or phone for the picked hour.
import {
  Button,
  ChoiceGroup,
  Overlay,
  PersonalIcon,
  PhoneIcon,
  RadioCard,
  useAnalytics,
  useStore,
  useTranslation,
  VideoIcon,
  type AdviceMode,
  type StepProps,
} from '@checkout/shared';
import { observer } from 'mobx-react-lite';
import type { AgendaModel } from './agenda-model';

const ICONS: Record<AdviceMode, typeof PersonalIcon> = {
  personal: PersonalIcon,
  online: VideoIcon,
  phone: PhoneIcon,
};

export const AdviceModeOverlay = observer(function AdviceModeOverlay({
  goTo,
  agenda: model,
}: StepProps & { agenda: AgendaModel }) {
  const { agenda, overlays } = useStore();
  const adviceModeOverlay = model.adviceModeChoice;
  const analytics = useAnalytics();
  const { t } = useTranslation();
  const name = adviceModeOverlay.nameClicked;

  const choose = () => {
    analytics.eventView('advice-mode', agenda.adviceMode);
    // Closing by choosing keeps the pick (only a dismissal resets it).
    overlays.close('adviceMode');
    goTo('step-4');
  };

  return (
    <Overlay
      open={overlays.isOpen('adviceMode')}
      onClose={model.cancelAdviceModeChoice}
      title={t('adviceMode.overlay.title')}
      size="large"
      footer={
        <Button disabled={agenda.adviceMode === ''} onClick={choose}>
          {t('adviceMode.choose')}
        </Button>
      }
    >
      {name !== '' && (
        <ChoiceGroup legend={t('adviceMode.overlay.title')} hideLegend>
          {adviceModeOverlay.options.map((option) => {
            const Icon = ICONS[option.value];
            const title =
              option.value === 'personal'
                ? t('adviceMode.personal.title', { location: adviceModeOverlay.locationClicked })
                : t(`adviceMode.${option.value}.title`);
            return (
              <RadioCard
                key={option.value}
                id={`advice-mode-${option.value}`}
                name="advice-mode"
                value={option.value}
                icon={<Icon />}
                title={title}
                lead={t(`adviceMode.${option.value}.lead`).replace('##NAME##', name)}
                disabled={option.disabled}
                checked={option.checked}
                onChange={() => agenda.setAdviceMode(option.value)}
              />
            );
          })}
        </ChoiceGroup>
      )}
    </Overlay>
  );
});
