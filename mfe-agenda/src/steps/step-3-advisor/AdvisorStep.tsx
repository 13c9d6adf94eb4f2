// Step 3: advisors with their hours on the chosen day; picking an hour holds it and asks for the advice mode.
import {
  AdvisorPortrait,
  Button,
  Card,
  Loader,
  Notice,
  PersonalIcon,
  PhoneIcon,
  requireMoment,
  StepHeading,
  useRuntimeConfig,
  useStore,
  useTranslation,
  VideoIcon,
  type Consultant,
  type StepProps,
} from '@checkout/shared';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, useState } from 'react';
import { AdviceModeOverlay } from './AdviceModeOverlay';
import { AdvisorDetailOverlay } from './AdvisorDetailOverlay';
import { AdvisorHours } from './AdvisorHours';
import { AgendaModel } from './agenda-model';
import './advisor-step.css';

const AdvisorStep = observer(function AdvisorStep({ goTo }: StepProps) {
  // Dates are formatted with moment: render once it is there (see requireMoment).
  requireMoment();
  const store = useStore();
  const { agenda: selection, dates, overlays, advisorInformation } = store;
  const agenda = useMemo(() => new AgendaModel(store), [store]);
  const { hotline } = useRuntimeConfig();
  const { t } = useTranslation();

  useEffect(() => {
    void agenda.enterStep();
  }, [agenda]);

  // A taken hour disappears with its overlay, so focus would fall to the page: it goes to the message instead.
  const slotTakenRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (agenda.slotTaken) slotTakenRef.current?.focus();
  }, [agenda.slotTaken]);

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

  return (
    <div className="ck-step">
      <StepHeading lead={t('step3.lead')}>{t('step3.title')}</StepHeading>

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

      {agenda.slotTaken && (
        <div ref={slotTakenRef} tabIndex={-1} className="ck-slot-taken">
          <Notice tone="warning" title={t('message.slotTaken')} live />
        </div>
      )}

      {dates.selectedDate === '' ? (
        <Notice tone="info" title={t('message.noAppointmentOnDay')}>
          <Button variant="link" onClick={() => goTo('step-2')}>
            {t('step2.title')}
          </Button>
        </Notice>
      ) : agenda.loading ? (
        <Loader showLabel />
      ) : agenda.advisorList.length === 0 ? (
        <Notice tone="warning" title={t('message.noConsultantFound')} live>
          <p>{t('message.noConsultantFound.hint', { hotline })}</p>
        </Notice>
      ) : (
        <ul className="ck-advisor-list">
          {agenda.advisorList.map((advisor) => (
            <li key={advisor.id}>
              <Card as="article" variant={selection.selectedAdvisor === advisor.id ? 'selected' : 'plain'}>
                <div className="ck-advisor">
                  {advisor.imgUrl ? (
                    <AdvisorPortrait
                      className="ck-advisor__image"
                      imgUrl={advisor.imgUrl}
                      width={48}
                      height={48}
                    />
                  ) : (
                    <span className="ck-advisor__image" aria-hidden="true" />
                  )}
                  <div>
                    <h2 className="ck-advisor__name">
                      <Button variant="link" aria-haspopup="dialog" onClick={() => openDetail(advisor)}>
                        {advisor.name}
                      </Button>
                    </h2>
                    <p className="ck-muted ck-advisor__meta">
                      {[advisor.role, advisor.location].filter(Boolean).join(` ${t('common.in')} `)}
                    </p>
                  </div>
                  <span className="ck-advisor__modes">
                    {advisor.hasAdviceModePersonal && (
                      <>
                        <PersonalIcon />
                        <span className="ck-visually-hidden">{t('adviceMode.personal')}</span>
                      </>
                    )}
                    {advisor.hasAdviceModeOnline && (
                      <>
                        <VideoIcon />
                        <span className="ck-visually-hidden">{t('adviceMode.online')}</span>
                      </>
                    )}
                    {advisor.hasAdviceModePhone && (
                      <>
                        <PhoneIcon />
                        <span className="ck-visually-hidden">{t('adviceMode.phone')}</span>
                      </>
                    )}
                  </span>
                </div>
                <AdvisorHours advisor={advisor} agenda={agenda} />
              </Card>
            </li>
          ))}
        </ul>
      )}

      <AdvisorDetailOverlay advisor={detailOf} />
      <AdviceModeOverlay goTo={goTo} agenda={agenda} />
    </div>
  );
});

export default AdvisorStep;
