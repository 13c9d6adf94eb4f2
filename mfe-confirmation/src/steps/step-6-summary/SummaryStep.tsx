// Step 6 ('Almost done!'): the booking at a glance, then the booking request with its idempotency key.
import {
  Button,
  Card,
  formatWeekdayDate,
  Notice,
  requireMoment,
  StepHeading,
  useAnalytics,
  useApi,
  useStepPath,
  useStore,
  useTranslation,
  type StepProps,
} from '@checkout/shared';
import { fromWireAdviceMode } from '@checkout/shared/contract';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { reserve } from './reserve';
import { appointmentOf, destinationsOf } from './summary-model';

const SummaryStep = observer(function SummaryStep({ goTo }: StepProps) {
  // Dates are formatted with moment: render once it is there (see requireMoment).
  requireMoment();
  const store = useStore();
  const { settings, agenda, advisorInformation, agencyFilter, contactForm, reservation } = store;
  const api = useApi();
  const analytics = useAnalytics();
  const path = useStepPath('step-6');
  const { t } = useTranslation();
  const [destinationLabels, setDestinationLabels] = useState<Map<string, string>>(new Map());
  // The API refused the booking as one too many for now (a cap of the day): said here, with the booking kept.
  const [limited, setLimited] = useState(false);

  // The destinations list names stored ids whose labels were not loaded in this visit.
  useEffect(() => {
    let active = true;
    api.destinations({ culture: settings.culture }).then(
      (list) => active && setDestinationLabels(new Map(list.map((d) => [d.id, d.label]))),
      () => undefined, // the summary then shows the labels it has
    );
    return () => {
      active = false;
    };
  }, [api, settings.culture]);

  // The mode as sent (none chosen is phone): its notice and name.
  const mode = fromWireAdviceMode(agenda.wireAdviceMode);
  const appointment = appointmentOf(store);
  const destinations = destinationsOf(store, (id) => destinationLabels.get(id));
  // The branch by name and address (a city may have several); the city when the API did not name it. A
  // custom-date request has no advisor yet: the branch chosen on step 1 self.
  const branch =
    advisorInformation.branch ||
    (advisorInformation.name ? advisorInformation.location : agencyFilter.checkedLabels[0]) ||
    '';
  const contact = contactForm.values;

  const confirm = async () => {
    // One request at a time: a second click while posting is ignored (the key would make it harmless anyway).
    if (reservation.loading || reservation.isBooked) return;
    setLimited(false);
    const outcome = await reserve(store);
    setLimited(outcome === 'rate-limited');
    if (outcome === 'booked') {
      // The guards let step 6 show only with an appointment (or a custom date and time) stored.
      if (appointment) {
        analytics.requestSent({
          path,
          adviceMode: agenda.wireAdviceMode,
          customDate: settings.isCustomDateMode,
          appointment: { date: appointment.date, time: appointment.from },
        });
      }
      goTo('step-7');
    } else if (outcome === 'slot-taken') {
      // Step 3 of the same day says the hour is gone; contact and travel details stay as entered.
      goTo('step-3');
    } else if (outcome === 'failed') {
      goTo('error');
    }
    // session-expired: the store marked the session; the shell shows the session-expired screen (restart).
  };

  return (
    <div className="ck-step">
      <StepHeading>{t('step6.title')}</StepHeading>
      <Notice tone="info">
        <p>{t(`step6.info.${mode}`)}</p>
      </Notice>

      <Card title={t('step6.summary')}>
        <dl className="ck-definition-list">
          {destinations.main && (
            <div>
              <dt>{t('step6.destination')}</dt>
              <dd>{destinations.main}</dd>
            </div>
          )}
          {destinations.others.length > 0 && (
            <div>
              <dt>{t('step6.otherDestinations')}</dt>
              <dd>{destinations.others.join(', ')}</dd>
            </div>
          )}
          {appointment && (
            <div>
              <dt>{t('step6.appointment')}</dt>
              <dd>
                {t('step6.appointmentValue', {
                  date: formatWeekdayDate(appointment.date, settings.culture),
                  from: appointment.from,
                  till: appointment.till,
                })}
              </dd>
            </div>
          )}
          {advisorInformation.name && (
            <div>
              <dt>{t('step6.advisor')}</dt>
              <dd>{advisorInformation.name}</dd>
            </div>
          )}
          {branch && (
            <div>
              <dt>{t('step6.agency')}</dt>
              <dd>{branch}</dd>
            </div>
          )}
          <div>
            <dt>{t('step6.adviceMode')}</dt>
            <dd>{t(`adviceMode.${mode}`)}</dd>
          </div>
        </dl>
      </Card>

      <Card title={t('step6.contact')}>
        <address className="ck-contact-summary">
          {contactForm.fullName}
          <br />
          {contact.address}
          <br />
          {contact.zip} {contact.city}
          <br />
          {contact.phone}
          <br />
          {contact.email}
        </address>
      </Card>

      {limited && (
        <Notice tone="warning" live>
          <p>{t('api.rateLimited')}</p>
        </Notice>
      )}
      <div className="ck-actions">
        <Button loading={reservation.loading} onClick={() => void confirm()}>
          {t('step6.confirm')}
        </Button>
      </div>
      {reservation.loading && (
        <p className="ck-visually-hidden" role="status">
          {t('step6.sending')}
        </p>
      )}
    </div>
  );
});

export default SummaryStep;
