// Step 3: advisors with their hours on the chosen day, a page at a time (a national network has hundreds),
// filtered by advice mode and language; picking an hour holds it and asks for the advice mode.
import {
  Button,
  Loader,
  Notice,
  PersonalIcon,
  PhoneIcon,
  PresetScopeNote,
  requireMoment,
  StepHeading,
  useStore,
  useTranslation,
  VideoIcon,
  type Consultant,
  type StepProps,
} from '@checkout/shared';
import { HotlineText } from '@checkout/shared/widgets';
import { observer } from 'mobx-react-lite';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { HighDemandOffers } from '../high-demand/HighDemandOffers';
import { AdviceModeOverlay } from './AdviceModeOverlay';
import { AdvisorCard } from './AdvisorCard';
import { AdvisorDetailOverlay } from './AdvisorDetailOverlay';
import { AdvisorFilters } from './AdvisorFilters';
import { AgendaModel } from './agenda-model';
import './advisor-step.css';

const AdvisorStep = observer(function AdvisorStep({ goTo }: StepProps) {
  // Dates are formatted with moment: render once it is there (see requireMoment).
  requireMoment();
  const store = useStore();
  const { dates, overlays, advisorInformation, settings, agencyFilter } = store;
  const agenda = useMemo(() => new AgendaModel(store), [store]);
  const { t } = useTranslation();

  useEffect(() => {
    void agenda.enterStep();
  }, [agenda]);
  // The loader shows at once, a loaded list a moment later in a transition, which React draws in slices: drawn
  // with the answer's MobX change (an observer's update is never deferred), ten advisors with their hours were
  // one long task at a phone's speed.
  const listDeferred = useDeferredValue(agenda.loading);
  const loading = agenda.loading || listDeferred;

  // A taken hour disappears with its overlay, so focus would fall to the page: it goes to the message instead.
  const slotTakenRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (agenda.slotTaken) slotTakenRef.current?.focus();
  }, [agenda.slotTaken]);

  // 'More advisors' appends a page: focus goes to the first new advisor's name, where reading goes on.
  const listRef = useRef<HTMLUListElement>(null);
  const firstNew = agenda.firstOfLastPage;
  useEffect(() => {
    if (firstNew < 0) return;
    listRef.current?.querySelectorAll<HTMLButtonElement>('.ck-advisor__name button')[firstNew]?.focus();
  }, [firstNew]);

  // The advisor whose name was clicked: the detail overlay opens at once and fills in when the detail arrives.
  const [detailOf, setDetailOf] = useState<Consultant | null>(null);
  const openDetail = (advisor: Consultant) => {
    setDetailOf(advisor);
    overlays.open('advisorDetail');
    void advisorInformation.loadDetail(advisor.id).then((detail) => {
      // Spec: a failed detail is swallowed; the overlay has nothing to show then.
      if (!detail) overlays.close('advisorDetail');
      else void advisorInformation.loadMatch(detail.pageId);
    });
  };

  const presetBranch = settings.hasPresetAgency || settings.hasPresetAdvisor;
  // Widening beyond the address's branch or advisor: the same day's advisors of every branch.
  const widen = () => {
    store.dropPresets();
    void agenda.load();
  };
  const changeLocation = () => {
    overlays.open('agencyFilter');
    if (agencyFilter.groups.length === 0) void agencyFilter.load();
    goTo('step-2');
  };
  // Another advice mode helps when the step filters by one, or when a branch limits the search (video and
  // phone advice come from every branch).
  const modeOffer =
    agenda.modeFilter !== ''
      ? { label: 'highDemand.allModes', onClick: () => void agenda.widenAdviceModes() }
      : agencyFilter.hasChecked && !presetBranch
        ? { label: 'highDemand.remote', onClick: () => void agenda.widenAdviceModes() }
        : undefined;

  return (
    <div className="ck-step">
      <StepHeading lead={t('step3.lead')}>{t('step3.title')}</StepHeading>
      <PresetScopeNote scope={store.presetScope} onWiden={widen} />

      <ul className="ck-advice-legend" aria-label={t('adviceMode.legend')}>
        <li>
          <PersonalIcon /> {t('adviceMode.personal')}
        </li>
        <li>
          <VideoIcon /> {t('adviceMode.online')}
        </li>
        <li>
          <PhoneIcon /> {t('adviceMode.phone')}
        </li>
      </ul>

      {!settings.hasPresetAdvisor && dates.selectedDate !== '' && <AdvisorFilters agenda={agenda} />}

      {agenda.slotTaken && (
        <div ref={slotTakenRef} tabIndex={-1} className="ck-slot-taken">
          <Notice tone="warning" title={t('message.slotTaken')} live />
        </div>
      )}

      {/* Announced when the list changes (a filter, 'more'); silent while loading. */}
      <p className="ck-visually-hidden" role="status">
        {!loading && dates.selectedDate !== '' && agenda.total > 0
          ? t('step3.count', { count: agenda.total })
          : ''}
      </p>

      {dates.selectedDate === '' ? (
        <Notice tone="info" title={t('message.noAppointmentOnDay')}>
          <Button variant="link" onClick={() => goTo('step-2')}>
            {t('step2.title')}
          </Button>
        </Notice>
      ) : loading ? (
        <div className="ck-advisor-loading">
          <Loader showLabel />
        </div>
      ) : agenda.advisorList.length === 0 ? (
        <Notice
          tone="warning"
          title={agenda.isFiltered ? t('step3.noMatchForFilters') : t('message.noConsultantFound')}
          live
        >
          <HighDemandOffers
            later={{ label: 'highDemand.laterWeek', onClick: () => void agenda.searchWeekLater() }}
            location={presetBranch ? undefined : { label: 'highDemand.location', onClick: changeLocation }}
            mode={modeOffer}
          />
          <p>
            <HotlineText textKey="message.noConsultantFound.hint" />
          </p>
        </Notice>
      ) : (
        <>
          <ul ref={listRef} className="ck-advisor-list">
            {agenda.advisorList.map((advisor) => (
              <li key={advisor.id}>
                <AdvisorCard advisor={advisor} agenda={agenda} onOpenDetail={openDetail} />
              </li>
            ))}
          </ul>
          {agenda.total > agenda.advisorList.length && (
            <div className="ck-advisor-more">
              <p className="ck-muted">
                {t('step3.shown', { shown: agenda.advisorList.length, total: agenda.total })}
              </p>
              <Button variant="secondary" loading={agenda.loadingMore} onClick={() => void agenda.loadMore()}>
                {t('step3.more')}
              </Button>
            </div>
          )}
        </>
      )}

      <AdvisorDetailOverlay advisor={detailOf} />
      <AdviceModeOverlay goTo={goTo} agenda={agenda} />
    </div>
  );
});

export default AdvisorStep;
