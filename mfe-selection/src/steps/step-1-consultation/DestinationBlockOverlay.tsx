// The travel-experience overlay of step 1: the preset travel card, the chosen destinations, the destination
// filter, reset, and on to the appointment selection.
import {
  BookmarkIcon,
  Button,
  Card,
  FilterOverlay,
  Loader,
  summarizeLabels,
  Overlay,
  useStore,
  type StepProps,
} from '@checkout/shared';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export const DestinationBlockOverlay = observer(function DestinationBlockOverlay({ goTo }: StepProps) {
  const { travel, destinationFilter, overlays, bookmarks } = useStore();
  const { t } = useTranslation();
  const open = overlays.isOpen('travelExperience');

  useEffect(() => {
    if (!open || travel.travelId === '' || travel.travelExperience?.id === travel.travelId) return;
    travel.load().then(
      () => travel.loadMatch(),
      () => undefined, // logged by the store; the card is simply not shown
    );
  }, [open, travel, travel.travelId]);

  const openFilter = () => {
    overlays.open('destinationFilter');
    if (destinationFilter.groups.length === 0) void destinationFilter.load();
  };
  const reset = () => {
    travel.reset();
    destinationFilter.reset();
  };
  const { shown, more } = summarizeLabels(destinationFilter.checkedLabels);
  const experience = travel.travelExperience;
  const bookmarked = experience ? bookmarks.isBookmarked(experience.id) : false;

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
          {experience && (
            <Card as="article" variant="selected" title={experience.title} headingLevel={3}>
              {experience.image && (
                <img src={experience.image} alt="" width={320} className="ck-travel-card__image" />
              )}
              <p className="ck-muted">{experience.destinationName}</p>
              {travel.match && <p>{t('travelCard.match', { match: Math.round(travel.match.match) })}</p>}
              <Button
                variant="link"
                aria-pressed={bookmarked}
                icon={<BookmarkIcon filled={bookmarked} />}
                onClick={() => bookmarks.toggle(experience.id)}
              >
                {t(bookmarked ? 'travelCard.bookmarked' : 'travelCard.bookmark')}
              </Button>
            </Card>
          )}
          {destinationFilter.hasChecked && (
            <p>
              <strong>{t('chrome.yourChoice')}:</strong> {shown.join(' • ')}
              {more > 0 && ` ${t('chrome.moreLabels', { count: more })}`}
            </p>
          )}
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
