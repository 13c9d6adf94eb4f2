// Step 4: travel wishes without validation — destination (when none is chosen yet), duration, season,
// description and two checkboxes. Every change is kept in the store at once, so a reload keeps it.
import {
  Button,
  Card,
  Checkbox,
  ChoiceGroup,
  Pill,
  RadioCard,
  StepHeading,
  TextField,
  TRAVEL_DURATIONS,
  useStore,
  type StepProps,
} from '@checkout/shared';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

const TravelDetailsStep = observer(function TravelDetailsStep({ goTo }: StepProps) {
  const { travelDetailForm, destinationFilter } = useStore();
  const { t } = useTranslation();
  const values = travelDetailForm.values;
  const set = travelDetailForm.setValues;

  return (
    <form
      className="ck-step"
      onSubmit={(event) => {
        event.preventDefault();
        goTo('step-5');
      }}
    >
      <StepHeading lead={t('step4.lead')}>{t('step4.title')}</StepHeading>

      {!destinationFilter.hasChecked && (
        <Card>
          <TextField
            label={t('step4.destination')}
            value={values.destination}
            autoComplete="off"
            onChange={(e) => set({ destination: e.target.value })}
          />
        </Card>
      )}

      <Card>
        <ChoiceGroup legend={t('step4.duration')} inline>
          {TRAVEL_DURATIONS.map((duration) => (
            <RadioCard
              key={duration || 'none'}
              name="duration"
              value={duration}
              title={t(duration === '' ? 'step4.duration.none' : `step4.duration.${duration}`)}
              checked={values.duration === duration}
              onChange={() => set({ duration })}
            />
          ))}
        </ChoiceGroup>
      </Card>

      <Card>
        <fieldset className="ck-choice-group">
          <legend className="ck-choice-group__legend">{t('step4.season')}</legend>
          <ul className="ck-pill-list">
            {MONTHS.map((month) => {
              const long = t(`month.${month}.long`);
              return (
                <li key={month}>
                  <Pill
                    pressed={values.season.includes(long)}
                    aria-label={long}
                    onClick={() => travelDetailForm.toggleSeason(long)}
                  >
                    {t(`month.${month}.short`)}
                  </Pill>
                </li>
              );
            })}
          </ul>
        </fieldset>
      </Card>

      <Card>
        <div className="ck-stack">
          <TextField
            multiline
            label={t('step4.description')}
            value={values.description}
            onChange={(e) => set({ description: e.target.value })}
          />
          <Checkbox
            label={t('step4.travelResponsibly')}
            checked={values.travelResponsibly}
            onChange={(e) => set({ travelResponsibly: e.target.checked })}
          />
          <Checkbox
            label={t('step4.sendBookmark')}
            checked={values.sendBookmark}
            onChange={(e) => set({ sendBookmark: e.target.checked })}
          />
        </div>
      </Card>

      <div className="ck-actions">
        <Button type="submit">{t('common.next')}</Button>
      </div>
    </form>
  );
});

export default TravelDetailsStep;
