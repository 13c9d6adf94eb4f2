// Step 4: travel wishes without validation — destination (when none is chosen yet), duration, season,
// description and two checkboxes. Every change is kept in the store at once, so a reload keeps it.
import {
  Button,
  Card,
  Checkbox,
  CULTURES,
  StepHeading,
  TRAVEL_DURATIONS,
  useStore,
  useTranslation,
  type StepProps,
} from '@checkout/shared';
import { ChoiceGroup, Pill, RadioCard, TextField } from '@checkout/shared/widgets';
import { FIELD_LIMITS } from '@checkout/shared/schemas';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { MONTHS, monthOf, toggleSeasonMonth, type LongMonthName } from './travel-season';

const DESTINATION_LIST_ID = 'travel-destination-suggestions';
const SEASON_HINT_ID = 'travel-season-hint';

const TravelDetailsStep = observer(function TravelDetailsStep({ goTo }: StepProps) {
  const { travelDetailForm, destinationFilter } = useStore();
  const { t, i18n } = useTranslation();
  const values = travelDetailForm.values;
  const set = travelDetailForm.setValues;
  const showDestination = !destinationFilter.hasChecked;

  // The destination list only feeds the chooser's suggestions; a failed load leaves a plain text field.
  useEffect(() => {
    if (showDestination && destinationFilter.groups.length === 0 && !destinationFilter.loading) {
      void destinationFilter.load();
    }
  }, [showDestination, destinationFilter]);

  const longName: LongMonthName = (month) => t(`month.${month}.long`);
  const longNames = CULTURES.map<LongMonthName>((lng) => (month) => i18n.t(`month.${month}.long`, { lng }));
  const chosenMonths = new Set(values.season.map((name) => monthOf(name, longNames)));
  const suggestions = [...new Set(destinationFilter.allItems.map((item) => item.label))].sort((a, b) =>
    a.localeCompare(b, i18n.language),
  );

  return (
    <form
      className="ck-step"
      onSubmit={(event) => {
        event.preventDefault();
        goTo('step-5');
      }}
    >
      <StepHeading lead={t('step4.lead')}>{t('step4.title')}</StepHeading>

      {showDestination && (
        <Card>
          <TextField
            id="travel-destination"
            label={t('step4.destination')}
            hint={t('step4.destinationHint')}
            value={values.destination}
            autoComplete="off"
            maxLength={FIELD_LIMITS.destination}
            list={suggestions.length > 0 ? DESTINATION_LIST_ID : undefined}
            onChange={(e) => set({ destination: e.target.value })}
          />
          {suggestions.length > 0 && (
            <datalist id={DESTINATION_LIST_ID}>
              {suggestions.map((label) => (
                <option key={label} value={label} />
              ))}
            </datalist>
          )}
        </Card>
      )}

      <Card>
        <ChoiceGroup legend={t('step4.duration')} inline>
          {TRAVEL_DURATIONS.map((duration) => (
            <RadioCard
              key={duration || 'none'}
              id={`travel-duration-${duration || 'none'}`}
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
        <fieldset className="ck-choice-group" aria-describedby={SEASON_HINT_ID}>
          <legend className="ck-choice-group__legend">{t('step4.season')}</legend>
          <p className="ck-field__hint" id={SEASON_HINT_ID}>
            {t('step4.seasonHint')}
          </p>
          <ul className="ck-pill-list">
            {MONTHS.map((month) => (
              <li key={month}>
                <Pill
                  id={`travel-season-${month}`}
                  pressed={chosenMonths.has(month)}
                  onClick={() =>
                    set({ season: toggleSeasonMonth(values.season, month, longName, longNames) })
                  }
                >
                  {/* Short name shown, long name spoken (and stored). */}
                  <span aria-hidden="true">{t(`month.${month}.short`)}</span>
                  <span className="ck-visually-hidden">{longName(month)}</span>
                </Pill>
              </li>
            ))}
          </ul>
        </fieldset>
      </Card>

      <Card>
        <div className="ck-stack">
          <TextField
            id="travel-description"
            multiline
            label={t('step4.description')}
            value={values.description}
            maxLength={FIELD_LIMITS.description}
            onChange={(e) => set({ description: e.target.value })}
          />
          <Checkbox
            id="travel-responsibly"
            label={t('step4.travelResponsibly')}
            checked={values.travelResponsibly}
            onChange={(e) => set({ travelResponsibly: e.target.checked })}
          />
          <Checkbox
            id="travel-send-bookmark"
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
