// Step 2: the visitor picks a day among pills that each resolve their own availability.
import {
  Button,
  Card,
  FilterOverlay,
  formatPillDate,
  formatWeekdayDate,
  Notice,
  PresetScopeNote,
  requireMoment,
  StepHeading,
  useStore,
  useTranslation,
  type Culture,
  type StepProps,
} from '@checkout/shared';
import { Pill, HotlineText } from '@checkout/shared/widgets';
import { observer } from 'mobx-react-lite';
import { memo, useEffect } from 'react';
import { HighDemandOffers } from '../high-demand/HighDemandOffers';
import { DayList, type DayListState } from './day-list';
import './day-step.css';

/** The day list of a store's visit to step 2 (see useDayList). */
const openLists = new WeakMap<DayListState, DayList>();
/** Lists whose days have been asked for. */
const started = new WeakSet<DayList>();

function start(list: DayList): void {
  started.add(list);
  void list.loadInitial();
}

/**
 * The step's day list, asking for its days from the first render on: in the task right after it, before the step
 * suspends on moment and before React reveals the step (it reveals suspended screens in batches, up to 300 ms
 * later), so the pills' calls leave as soon as the step's code runs. Not in the render itself: React draws the
 * step in slices, and the ten calls made inside one made it a long task at a phone's speed. A render that is
 * thrown away keeps the list (kept by store); leaving the step disposes of it, and coming back (or React's
 * development double mount) starts a fresh one.
 */
function useDayList(store: DayListState): DayList {
  let list = openLists.get(store);
  if (!list) {
    const first = new DayList(store);
    openLists.set(store, first);
    setTimeout(() => {
      if (openLists.get(store) === first && !started.has(first)) start(first);
    });
    list = first;
  }
  const current = list;
  useEffect(() => {
    if (openLists.get(store) !== current) {
      openLists.set(store, current);
      start(current);
    }
    return () => {
      current.dispose();
      openLists.delete(store);
    };
  }, [store, current]);
  return current;
}

interface DatePillProps {
  dateString: string;
  culture: Culture;
  checked: boolean;
  /** Its answer is under way, or held until every pill before it has its own. */
  waiting: boolean;
  /** Its day has availability. */
  offered: boolean;
  onToggle: (dateString: string) => void;
}

/**
 * One date pill, drawn again only when what it shows changes: each day's answer changes the list, and drawing all
 * ten pills (two dates formatted each) for every answer made the answers' tasks long at a phone's speed.
 */
const DatePill = memo(function DatePill({
  dateString,
  culture,
  checked,
  waiting,
  offered,
  onToggle,
}: DatePillProps) {
  const { t } = useTranslation();
  const label = formatPillDate(dateString, culture);
  const spoken = formatWeekdayDate(dateString, culture);
  return (
    <Pill
      className="ck-date-pill"
      pressed={checked}
      loading={waiting}
      disabled={!waiting && !offered}
      // The whole day (weekday, dd.mm.yyyy), which contains what the pill shows.
      aria-label={waiting ? `${spoken}: ${t('step2.dateLoading')}` : spoken}
      onClick={() => onToggle(dateString)}
    >
      <span className="ck-date-pill__weekday">{label.weekday}</span>{' '}
      <span className="ck-date-pill__date">{label.date}</span>
    </Pill>
  );
});

const DayStep = observer(function DayStep({ goTo }: StepProps) {
  const store = useStore();
  const dayList = useDayList(store);
  // Issue 32: while the traveller picks a day, the session is vouched for and its proof of work solved in the
  // background, so that step 3's hold waits for neither.
  const { api, reservation } = store;
  useEffect(() => {
    api.prepareSession?.({ sessionId: reservation.checkoutSessionId, culture: store.settings.culture });
  }, [api, reservation, store]);
  // Dates are formatted with moment: render once it is there (see requireMoment).
  requireMoment();
  const { settings, dates, agencyFilter, overlays } = store;
  const { t } = useTranslation();

  const openAgencies = () => {
    overlays.open('agencyFilter');
    if (agencyFilter.groups.length === 0) void agencyFilter.load();
  };
  const presetBranch = settings.hasPresetAgency || settings.hasPresetAdvisor;
  // High demand, another advice mode: video and phone advice come from every branch.
  const allBranches = () => {
    agencyFilter.reset();
    void dayList.loadInitial();
  };
  // Widening beyond the address's branch or advisor: the days of every branch.
  const widen = () => {
    store.dropPresets();
    void dayList.loadInitial();
  };
  // The date list follows the branch choice: it reloads when the agency overlay closes.
  const closeAgencies = () => {
    overlays.close('agencyFilter');
    void dayList.loadInitial();
  };

  return (
    <div className="ck-step">
      <StepHeading lead={t('step2.lead')}>{t('step2.title')}</StepHeading>
      <PresetScopeNote scope={store.presetScope} onWiden={widen} />

      {/* A preset agency or advisor hides the branch filter (spec section 6): the address chose the branch. */}
      {!presetBranch && (
        <div>
          <Button variant="secondary" onClick={openAgencies}>
            {t('agencyOverlay.button')}
            {agencyFilter.hasChecked && ` (${agencyFilter.checked.length})`}
          </Button>
        </div>
      )}

      <Card title={t('step2.dates')}>
        {dayList.noDateFound ? (
          <Notice tone="warning" title={t('message.noDateFound')} live>
            <p>{t('message.noDateFound.hint')}</p>
            <HighDemandOffers
              later={
                dayList.noConsultantForDestinations
                  ? undefined
                  : { label: 'highDemand.laterWeeks', onClick: () => void dayList.searchLater() }
              }
              location={presetBranch ? undefined : { label: 'highDemand.location', onClick: openAgencies }}
              mode={
                agencyFilter.hasChecked && !presetBranch
                  ? { label: 'highDemand.remote', onClick: allBranches }
                  : undefined
              }
            />
            <p>
              <HotlineText textKey="chrome.hotline" />
            </p>
          </Notice>
        ) : (
          <>
            {dayList.loadFailed && !dayList.isAnyLoading && (
              <div className="ck-date-failed">
                <Notice tone="error" title={t('step2.loadFailed')} live>
                  <p>{t('step2.loadFailed.hint')}</p>
                  <Button variant="secondary" onClick={() => void dayList.retryFailed()}>
                    {t('remote.retry')}
                  </Button>
                </Notice>
              </div>
            )}
            {/* The pills resolve one by one; a screen reader hears that days are searched, then how many. */}
            <p className="ck-visually-hidden" role="status">
              {dayList.isAnyLoading
                ? t('step2.datesChecking')
                : t('step2.datesFound', { count: dayList.foundCount })}
            </p>
            <ul className="ck-pill-list ck-date-pills">
              {dayList.dates.map((entry, position) => (
                // Keyed by place, not by day: the boxes stay. An answered pill is drawn once every pill before it
                // has its answer (held until then), so a day under a finger or the focus never changes.
                <li key={position}>
                  <DatePill
                    dateString={entry.dateString}
                    culture={settings.culture}
                    checked={entry.checked}
                    waiting={entry.loading || entry.held}
                    offered={entry.fetchedDate !== ''}
                    onToggle={dates.toggle}
                  />
                </li>
              ))}
            </ul>
            <div className="ck-date-more">
              <Button variant="link" disabled={dayList.isAnyLoading} onClick={() => void dayList.loadMore()}>
                {t('step2.more')}
              </Button>
            </div>
          </>
        )}
      </Card>

      <div className="ck-actions">
        <Button disabled={!dayList.isSelectionOffered} onClick={() => goTo('step-3')}>
          {t('common.next')}
        </Button>
      </div>

      <FilterOverlay
        filter={agencyFilter}
        open={overlays.isOpen('agencyFilter')}
        onClose={closeAgencies}
        title={t('agencyOverlay.title')}
        searchLabel={t('agencyOverlay.search')}
      />
    </div>
  );
});

export default DayStep;
