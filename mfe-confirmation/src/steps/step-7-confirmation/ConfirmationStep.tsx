// Step 7: the confirmation — headline with the advisor, three follow-up points, the server's appointment
// text (sanitised), 'add to calendar', an advisor card and the card linking to the travel-type matching test.
import {
  Button,
  Card,
  CheckIcon,
  formatWeekdayDate,
  SafeMarkup,
  StepHeading,
  usePageView,
  useRuntimeConfig,
  useStore,
  useTranslation,
  type BookingState,
  type StepProps,
} from '@checkout/shared';
import { formatBookingReference } from '@checkout/shared/contract';
import { AdvisorPortrait } from '@checkout/shared/widgets';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { appointmentOf } from '../step-6-summary/summary-model';
import { AddToCalendar } from './AddToCalendar';
import { calendarEntryOf, type Translate } from './calendar-entry';
import './confirmation-step.css';

/**
 * Where the consultation happens, by advice mode (none chosen is phone, as sent): the branch for personal
 * advice, the video link by e-mail, or the call to the traveller's number. Never a city for a call.
 */
function locationPoint(
  { settings, agenda, advisorInformation, contactForm }: BookingState,
  location: string | undefined,
  t: Translate,
): string[] {
  const custom = settings.isCustomDateMode;
  const mode = agenda.wireAdviceMode;
  if (mode === 'video') return [t(custom ? 'step7.location.videoCustom' : 'step7.location.video')];
  if (mode === 'phone') {
    const phone = contactForm.values.phone.trim();
    // After a reload of step 7 the number is not kept (issue 37: no contact data in storage once booked).
    if (phone === '') return [];
    const name = advisorInformation.name;
    if (!custom && name) return [t('step7.location.phone', { name, phone })];
    return [t('step7.location.phoneSelf', { phone })];
  }
  return location ? [t(custom ? 'step7.locationCustom' : 'step7.location', { location })] : [];
}

const ConfirmationStep = observer(function ConfirmationStep({ goTo }: StepProps) {
  const store = useStore();
  const { settings, advisorInformation, agencyFilter, reservation } = store;
  const { matchingTestUrl, product } = useRuntimeConfig();
  const { t } = useTranslation();
  usePageView('step-7');

  // The advisor card needs the advisor's page and photo, which only the advisor overlays loaded before.
  const consultantId = advisorInformation.consultantId;
  const hasDetail = advisorInformation.detail?.id === consultantId;
  useEffect(() => {
    if (consultantId !== '' && !hasDetail) void advisorInformation.loadDetail(consultantId);
  }, [advisorInformation, consultantId, hasDetail]);

  const custom = settings.isCustomDateMode;
  const name = advisorInformation.name;
  // Custom-date requests go to the chosen agency; a booked advisor receives in their own agency.
  const location = custom
    ? agencyFilter.checkedLabels[0] || advisorInformation.location
    : advisorInformation.location || agencyFilter.checkedLabels[0];
  // A custom-date request repeats the time asked for: the branch answers it later.
  const requested = custom ? appointmentOf(store) : null;
  // Issue 20: the reference a traveller reads out on the phone (an API not yet updated sends none).
  const reference = reservation.response?.bookingReference;
  const points = [
    t(custom ? 'step7.receivedCustom' : 'step7.received'),
    ...(reference ? [t('step7.reference', { reference: formatBookingReference(reference) })] : []),
    ...(requested
      ? [
          t('step7.requestedCustom', {
            day: formatWeekdayDate(requested.date, settings.culture),
            from: requested.from,
            till: requested.till,
          }),
        ]
      : []),
    t(custom ? 'step7.emailCustom' : 'step7.email'),
    ...locationPoint(store, location, t as Translate),
  ];
  const appointmentText = reservation.response?.appointmentText ?? '';
  const calendarEntry = calendarEntryOf(store, t as Translate, product);
  const detail = hasDetail ? advisorInformation.detail : null;
  // Travellers whose travel-type profile is already saved took the test: the card would ask them again.
  const showMatchingTest = settings.perfectMatchData === null && matchingTestUrl !== '';

  return (
    <div className="ck-step ck-confirmation">
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
        {!custom && appointmentText !== '' && (
          <SafeMarkup className="ck-appointment-text" html={appointmentText} />
        )}
      </Card>

      {calendarEntry && <AddToCalendar entry={calendarEntry} />}

      {consultantId !== '' && name && (
        <Card as="article" title={name} headingLevel={2} className="ck-advisor-card">
          <div className="ck-advisor-card__body">
            {detail?.imgUrl && (
              <AdvisorPortrait
                imgUrl={detail.imgUrl}
                width={48}
                height={48}
                className="ck-advisor-card__image"
              />
            )}
            <div>
              <p className="ck-muted">
                {detail?.role && advisorInformation.location
                  ? `${detail.role} ${t('common.in')} ${advisorInformation.location}`
                  : detail?.role || advisorInformation.location}
              </p>
              {detail?.cta.url && (
                <a className="ck-link" href={detail.cta.url}>
                  {t('step7.advisorCard', { name })}
                </a>
              )}
            </div>
          </div>
        </Card>
      )}

      {showMatchingTest && (
        <Card variant="highlight" title={t('step7.matchingTest.title')}>
          <p>{t('step7.matchingTest.text')}</p>
          <a
            className="ck-button ck-button--secondary"
            href={matchingTestUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('step7.matchingTest.button')}
            <span className="ck-visually-hidden"> {t('common.newTab')}</span>
          </a>
        </Card>
      )}
      <div className="ck-actions">
        <Button variant="link" onClick={() => goTo('init')}>
          {t('step7.restart')}
        </Button>
      </div>
    </div>
  );
});

export default ConfirmationStep;
