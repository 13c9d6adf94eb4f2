// The travel-experience overlay of step 1: the preset travel card, the chosen destinations, the destination
// filter, reset, and on to the appointment selection.
import {
  Button,
  FilterOverlay,
  Loader,
  Overlay,
  summarizeLabels,
  useStore,
  useTranslation,
  type StepProps,
} from '@checkout/shared';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { checkTravelDestination } from './enter-consultation-step';
import { TravelExperienceCard } from './TravelExperienceCard';

export const DestinationBlockOverlay = observer(function DestinationBlockOverlay({ goTo }: StepProps) {
  const store = useStore();
  const { travel, destinationFilter, overlays } = store;
  const { t } = useTranslation();
  const open = overlays.isOpen('travelExperience');

  useEffect(() => {
    if (!open || travel.travelId === '' || travel.travelExperience?.id === travel.travelId) return;
    travel.load().then(
      () => {
        void checkTravelDestination(store);
        return travel.loadMatch();
      },
      () => undefined, // logged by the store; the card is simply not shown
    );
  }, [open, store, travel, travel.travelId]);

  const openFilter = () => {
    overlays.open('destinationFilter');
    if (destinationFilter.groups.length === 0 && !destinationFilter.loading) void destinationFilter.load();
  };
  const reset = () => {
    travel.reset();
    destinationFilter.reset();
  };
  const { shown, more } = summarizeLabels(destinationFilter.checkedLabels.filter((label) => label !== ''));
  const experience = travel.travelExperience;

  return (
    <>
      <Overlay
        open={open}
        onClose={() => overlays.close('travelExperience')}
        title={t('step1.destination.title')}
        size="large"
        footer={
          <>
            <Button
              variant="secondary"
              // Reset also clears a preset travel id, so it stays enabled while one is set.
              disabled={!destinationFilter.hasChecked && travel.travelId === ''}
              onClick={reset}
            >
              {t('step1.destination.reset')}
            </Button>
            <Button
              disabled={!destinationFilter.hasChecked}
              onClick={() => {
                overlays.close('travelExperience');
                goTo('step-2');
              }}
            >
              {t('step1.destination.goOn')}
            </Button>
          </>
        }
      >
        <div className="ck-stack">
          {travel.loading && <Loader />}
          {experience && <TravelExperienceCard experience={experience} />}
          <p className="ck-destination-choice" aria-live="polite">
            {shown.length > 0 ? (
              <>
                <strong>{t('step1.destination.chosen')}</strong> {shown.join(' • ')}
                {more > 0 && ` ${t('chrome.moreLabels', { count: more })}`}
              </>
            ) : (
              <span className="ck-muted">{t('step1.destination.none')}</span>
            )}
          </p>
          <div>
            <Button variant="secondary" onClick={openFilter}>
              {t('step1.destination.filterButton')}
            </Button>
          </div>
        </div>
      </Overlay>
      <FilterOverlay
        filter={destinationFilter}
        open={overlays.isOpen('destinationFilter')}
        onClose={() => overlays.close('destinationFilter')}
        title={t('destinationOverlay.title')}
        searchLabel={t('destinationOverlay.search')}
      />
    </>
  );
});
