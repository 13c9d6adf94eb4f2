// The advice-mode overlay (second layer): personal (with a location), online or phone for the picked hour.
import {
  Button,
  formatWeekdayDate,
  Overlay,
  PersonalIcon,
  PhoneIcon,
  useAnalytics,
  useStore,
  useTranslation,
  VideoIcon,
  type AdviceMode,
  type StepProps,
} from '@checkout/shared';
import { ChoiceGroup, RadioCard } from '@checkout/shared/widgets';
import { observer } from 'mobx-react-lite';
import type { AdviceModeChoice } from './advice-mode-choice';
import type { AgendaModel } from './agenda-model';

const ICONS: Record<AdviceMode, typeof PersonalIcon> = {
  personal: PersonalIcon,
  online: VideoIcon,
  phone: PhoneIcon,
};

/** Why a mode is greyed out: personal at a home-office hour, or a mode the advisor does not offer. */
const unavailableReason = (
  mode: AdviceMode,
  choice: Pick<AdviceModeChoice, 'hasAdviceModePersonal' | 'homeOffice'>,
): string =>
  mode === 'personal' && choice.hasAdviceModePersonal && choice.homeOffice
    ? 'adviceMode.unavailable.homeOffice'
    : `adviceMode.unavailable.${mode}`;

export const AdviceModeOverlay = observer(function AdviceModeOverlay({
  goTo,
  agenda: model,
}: StepProps & { agenda: AgendaModel }) {
  const { agenda, overlays, dates, settings } = useStore();
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
      {name !== '' && agenda.selectedHour && dates.selectedDate !== '' && (
        // The dialog says which appointment the mode is for: many advisors share an hour.
        <p className="ck-advice-mode-slot">
          {t('step3.slot', {
            day: formatWeekdayDate(dates.selectedDate, settings.culture),
            from: agenda.selectedHour.label,
            till: agenda.selectedHourTill,
            name,
          })}
        </p>
      )}
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
                // A greyed-out mode says why instead of what it would be.
                lead={t(
                  option.disabled
                    ? unavailableReason(option.value, adviceModeOverlay)
                    : `adviceMode.${option.value}.lead`,
                ).replace('##NAME##', name)}
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
