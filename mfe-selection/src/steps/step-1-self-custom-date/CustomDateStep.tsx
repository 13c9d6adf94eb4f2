// Step 1 self (custom-date mode): agency, a day, an hour and minute outside opening hours, and the advice
// mode; then on to step 4.
import {
  ADVICE_MODES,
  Button,
  Card,
  ChevronLeftIcon,
  FilterOverlay,
  formatWeekdayDate,
  Notice,
  PersonalIcon,
  PhoneIcon,
  PresetScopeNote,
  requireMoment,
  StepHeading,
  useAnalytics,
  useStore,
  useTranslation,
  VideoIcon,
  type AdviceMode,
  type StepProps,
} from '@checkout/shared';
import { ChoiceGroup, RadioCard } from '@checkout/shared/widgets';
import { customHours, customMinutes, parseDate, zurichToday } from '@checkout/shared/dates';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { MainInfoOverlay } from '../../main-info/MainInfoOverlay';
import { CustomDateCalendar } from './CustomDateCalendar';
import { canContinueCustomDate } from './custom-date-gate';
import { enterCustomDateStep } from './enter-custom-date-step';
import './custom-date-step.css';

const MODE_ICONS: Record<AdviceMode, typeof PersonalIcon> = {
  personal: PersonalIcon,
  online: VideoIcon,
  phone: PhoneIcon,
};

const CustomDateStep = observer(function CustomDateStep({ goTo }: StepProps) {
  // Dates are formatted with moment: render once it is there (see requireMoment).
  requireMoment();
  const store = useStore();
  const { settings, agencyFilter, dates, agenda, overlays, clock } = store;
  const analytics = useAnalytics();
  const { t } = useTranslation();
  const hourId = useId();
  const minuteId = useId();

  useEffect(() => {
    void enterCustomDateStep(store);
  }, [store]);

  const agencyPreset = settings.hasPresetAgency || settings.hasPresetAdvisor;
  // A branch preset by the address (or the preset advisor's) may take no appointments outside opening hours.
  const closedBranch = agencyFilter.checked.find((item) => item.noAppointmentsForSpecialHours === true);
  // The sections appear in the spec's order only: agency, then date, then time and advice mode.
  const agencyChosen = (agencyFilter.hasChecked || agencyPreset) && !closedBranch;
  const date = dates.selectedDateCustom;
  const hours = date ? customHours(parseDate(date)) : [];
  const minutes = date ? customMinutes(parseDate(date), dates.selectedHourCustom.hour) : [];

  const next = () => {
    analytics.eventView('continue', 'step-1-self');
    goTo('step-4');
  };
  // Spec section 7: an event-view on choosing a contact type (the advice mode); the default is no choice.
  const chooseAdviceMode = (mode: AdviceMode) => {
    agenda.setAdviceMode(mode);
    analytics.eventView('contact-type', mode);
  };

  return (
    <div className="ck-step">
      <StepHeading lead={t('step1self.lead')}>{t('step1self.title')}</StepHeading>
      {/* The regular appointments (step 2's days) are one step away, before any of the form. */}
      <div>
        <Button variant="link" icon={<ChevronLeftIcon />} onClick={() => goTo('step-2')}>
          {t('step1self.backToRegular')}
        </Button>
      </div>
      <PresetScopeNote scope={store.presetScope} onWiden={store.dropPresets} />
      {closedBranch && (
        <Notice tone="warning" title={t('step1self.noSpecialHours', { name: closedBranch.label })} />
      )}

      {!agencyPreset && (
        <Card title={t('step1self.agency.title')}>
          {agencyFilter.hasChecked && (
            <p className="ck-selected-value">{agencyFilter.checkedLabels.join(', ')}</p>
          )}
          <Button variant="secondary" onClick={() => overlays.open('agencyFilter')}>
            {t('agencyOverlay.button')}
          </Button>
        </Card>
      )}

      {agencyChosen && (
        <Card title={t('step1self.date.title')}>
          <CustomDateCalendar
            today={zurichToday(clock)}
            value={date}
            onChange={(day) => dates.setSelectedDateCustom(day)}
            culture={settings.culture}
          />
          {/* The one place the chosen day is written out (display format 'weekday, dd.MM.yyyy'). */}
          <p className="ck-selected-value" aria-live="polite">
            {date !== ''
              ? t('step1self.date.chosen', { date: formatWeekdayDate(date, settings.culture) })
              : t('step1self.date.none')}
          </p>
        </Card>
      )}

      {agencyChosen && date !== '' && (
        <>
          <Card title={t('step1self.time.title')}>
            <div className="ck-time-select">
              <label htmlFor={hourId}>{t('step1self.time.hour')}</label>
              <select
                id={hourId}
                value={dates.selectedHourCustom.hour}
                onChange={(e) => dates.setCustomHour(e.target.value)}
              >
                {hours.map((h) => (
                  <option key={h} value={h}>
                    {h}
                  </option>
                ))}
              </select>
              <span aria-hidden="true">:</span>
              <label htmlFor={minuteId}>{t('step1self.time.minute')}</label>
              <select
                id={minuteId}
                value={dates.selectedHourCustom.minute}
                onChange={(e) => dates.setCustomMinute(e.target.value)}
              >
                {minutes.map((m) => (
                  <option key={m} value={m}>
                    {m}
                  </option>
                ))}
              </select>
            </div>
          </Card>
          <Card>
            <ChoiceGroup legend={t('step1self.adviceMode.title')}>
              {ADVICE_MODES.map((mode) => {
                const Icon = MODE_ICONS[mode];
                return (
                  <RadioCard
                    key={mode}
                    name="custom-advice-mode"
                    value={mode}
                    icon={<Icon />}
                    title={t(`adviceMode.${mode}`)}
                    checked={agenda.adviceMode === mode}
                    onChange={() => chooseAdviceMode(mode)}
                  />
                );
              })}
            </ChoiceGroup>
          </Card>
        </>
      )}

      <div className="ck-actions">
        <Button disabled={!canContinueCustomDate(store)} onClick={next}>
          {t('common.next')}
        </Button>
      </div>

      <FilterOverlay
        filter={agencyFilter}
        open={overlays.isOpen('agencyFilter')}
        onClose={() => overlays.close('agencyFilter')}
        title={t('agencyOverlay.title')}
        searchLabel={t('agencyOverlay.search')}
      />
      <MainInfoOverlay />
    </div>
  );
});

export default CustomDateStep;
