// Step 7: the confirmation — headline with the advisor, three follow-up points, the server's appointment
// text, an advisor card and the card linking to the travel-type matching test.
import {
  Button,
  Card,
  CheckIcon,
  StepHeading,
  usePageView,
  useRuntimeConfig,
  useStore,
  type StepProps,
} from '@checkout/shared';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import './confirmation-step.css';

const ConfirmationStep = observer(function ConfirmationStep({ goTo }: StepProps) {
  const { settings, advisorInformation, agencyFilter, reservation } = useStore();
  const { matchingTestUrl } = useRuntimeConfig();
  const { t } = useTranslation();
  usePageView('step-7');

  const custom = settings.isCustomDateMode;
  const name = advisorInformation.name;
  const location = agencyFilter.checkedLabels[0] || advisorInformation.location;
  const points = [
    t(custom ? 'step7.receivedCustom' : 'step7.received'),
    t(custom ? 'step7.emailCustom' : 'step7.email'),
    ...(location ? [t(custom ? 'step7.locationCustom' : 'step7.location', { location })] : []),
  ];

  return (
    <div className="ck-step">
      <StepHeading>{name ? t('step7.title', { name }) : t('step7.titleSelf')}</StepHeading>
      <Card>
        <ul className="ck-followups">
          {points.map((point) => (
            <li key={point}>
              <CheckIcon className="ck-followups__icon" />
              {point}
            </li>
          ))}
        </ul>
        {!custom && reservation.response?.appointmentText && (
          // The API builds this markup from escaped values only (contract: ReserveResponse.appointmentText).
          <div
            className="ck-appointment-text"
            dangerouslySetInnerHTML={{ __html: reservation.response.appointmentText }}
          />
        )}
      </Card>
      {advisorInformation.consultantId !== '' && name && (
        <Card as="article" title={name} headingLevel={2}>
          <p className="ck-muted">{advisorInformation.location}</p>
          {advisorInformation.detail?.cta.url && (
            <a className="ck-link" href={advisorInformation.detail.cta.url}>
              {t('step7.advisorCard', { name })}
            </a>
          )}
        </Card>
      )}
      <Card variant="highlight" title={t('step7.matchingTest.title')}>
        <p>{t('step7.matchingTest.text')}</p>
        <a className="ck-button ck-button--secondary" href={matchingTestUrl} target="_blank" rel="noreferrer">
          {t('step7.matchingTest.button')}
        </a>
      </Card>
      <div className="ck-actions">
        <Button variant="link" onClick={() => goTo('init')}>
          {t('step7.restart')}
        </Button>
      </div>
    </div>
  );
});

export default ConfirmationStep;
