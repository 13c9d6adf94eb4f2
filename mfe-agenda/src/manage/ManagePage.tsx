// The traveller's manage page (issue 20): the booking of the link, and cancel or move. Opening it changes
// nothing; each change is one POST with the token. Moving offers the hours of the booking's advisor (or, on
// request, of every advisor of the branch) with the day labels and hour pills of steps 2 and 3.
import {
  isApiError,
  Button,
  Card,
  Loader,
  Notice,
  StepHeading,
  formatWeekdayDate,
  requireMoment,
  useRuntimeConfig,
  useTranslation,
  type ManagedBooking,
  type ManagePageProps,
} from '@checkout/shared';
import { createManageClient } from '@checkout/shared/manage';
import { formatBookingReference, fromWireAdviceMode } from '@checkout/shared/contract';
import { fromIsoDate } from '@checkout/shared/dates';
import { telHref } from '@checkout/shared/widgets';
import { useEffect, useRef, useState } from 'react';
import { MoveChooser, type ChosenHour } from './MoveChooser';
import './manage-page.css';

type State =
  | { kind: 'loading' }
  | { kind: 'missing'; message: string }
  | { kind: 'failed' }
  | { kind: 'shown'; booking: ManagedBooking };

/** What the traveller is doing on the page. */
type Task = 'none' | 'cancel' | 'move';

const newKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

export default function ManagePage({ token, culture }: ManagePageProps) {
  const { apiBaseUrl } = useRuntimeConfig();
  // A client of its own: the manage calls are additions that a shell built before them would not have.
  const [api] = useState(() => createManageClient({ baseUrl: apiBaseUrl }));
  const { t } = useTranslation();
  requireMoment();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [task, setTask] = useState<Task>('none');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [attempt, setAttempt] = useState(0);
  const confirmRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let current = true;
    api.managedBooking(token, culture).then(
      (booking) => current && setState({ kind: 'shown', booking }),
      (failure: unknown) => {
        if (!current) return;
        if (isApiError(failure) && failure.status === 404) {
          setState({ kind: 'missing', message: failure.body.message });
        } else setState({ kind: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [api, token, culture, attempt]);

  useEffect(() => {
    if (task === 'cancel') confirmRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [task]);

  if (state.kind === 'loading') return <Loader label={t('manage.loading')} />;
  if (state.kind === 'missing') {
    return (
      <div className="ck-step ck-manage">
        <StepHeading>{t('manage.missing.title')}</StepHeading>
        <Notice tone="error" title={state.message} live />
      </div>
    );
  }
  if (state.kind === 'failed') {
    return (
      <div className="ck-step ck-manage">
        <StepHeading>{t('manage.heading')}</StepHeading>
        <Notice tone="error" title={t('manage.loadFailed')} live>
          <Button variant="secondary" onClick={() => setAttempt(attempt + 1)}>
            {t('remote.retry')}
          </Button>
        </Notice>
      </div>
    );
  }

  const { booking } = state;
  const custom = booking.kind === 'custom';
  const cancelled = booking.status === 'cancelled';
  /** The branch cancelled (or declined the request) and wrote why: the page says so, as the e-mail did. */
  const branchNote = cancelled ? booking.branchNote : undefined;
  const when = `${formatWeekdayDate(fromIsoDate(booking.date), culture)}, ${t('manage.span', { from: booking.time, till: booking.till })}`;
  const place = `${booking.agency.name}, ${booking.agency.street}, ${booking.agency.zip} ${booking.agency.city}`;

  /** A change's outcome: the page shows the booking as the API answers it, and says what happened. */
  const change = async (call: () => Promise<ManagedBooking>, doneKey: string) => {
    setBusy(true);
    setError('');
    try {
      const next = await call();
      setState({ kind: 'shown', booking: next });
      setTask('none');
      setDone(t(doneKey));
      headingRef.current?.querySelector<HTMLElement>('h1')?.focus();
    } catch (failure) {
      setError(isApiError(failure) && failure.status > 0 ? failure.body.message : t('manage.changeFailed'));
    } finally {
      setBusy(false);
    }
  };
  const cancel = () =>
    change(() => api.cancelBooking(token, { culture }), custom ? 'manage.withdrawn' : 'manage.cancelledNow');
  const move = (hour: ChosenHour) =>
    change(
      () =>
        api.moveBooking(
          token,
          { culture, advisorId: hour.advisorId, appointmentDate: hour.date, appointmentTime: hour.time },
          newKey(),
        ),
      'manage.movedNow',
    );

  return (
    <div className="ck-step ck-manage" ref={headingRef}>
      {/* The lead promises changes only while they are possible. */}
      <StepHeading
        lead={t(!cancelled && booking.changeable ? 'manage.lead' : 'manage.leadView', {
          name: booking.firstname,
        })}
      >
        {t(custom ? 'manage.headingRequest' : 'manage.heading')}
      </StepHeading>
      {done && <Notice tone="success" title={done} live />}
      <Card>
        <dl className="ck-manage__facts">
          <div>
            <dt>{t('manage.reference')}</dt>
            <dd className="ck-manage__reference">{formatBookingReference(booking.reference)}</dd>
          </div>
          <div>
            <dt>{t(custom ? 'manage.wish' : 'manage.when')}</dt>
            <dd>{when}</dd>
          </div>
          {booking.advisor && (
            <div>
              <dt>{t('manage.advisor')}</dt>
              <dd>{booking.advisor.name}</dd>
            </div>
          )}
          <div>
            <dt>{t('manage.mode')}</dt>
            <dd>{t(`adviceMode.${fromWireAdviceMode(booking.adviceMode)}`)}</dd>
          </div>
          <div>
            <dt>{t('manage.branch')}</dt>
            <dd>
              {place}
              <br />
              <a className="ck-link" href={telHref(booking.agency.phone)}>
                {booking.agency.phone}
              </a>
            </dd>
          </div>
          <div>
            <dt>{t('manage.status')}</dt>
            <dd className={cancelled ? 'ck-manage__status--cancelled' : undefined}>
              {t(
                cancelled
                  ? custom
                    ? branchNote
                      ? 'manage.status.declined'
                      : 'manage.status.withdrawn'
                    : 'manage.status.cancelled'
                  : custom
                    ? 'manage.status.requested'
                    : 'manage.status.booked',
              )}
            </dd>
          </div>
        </dl>
      </Card>

      {branchNote && (
        <Notice
          tone="info"
          title={t(custom ? 'manage.branchDeclined.title' : 'manage.branchCancelled.title')}
        >
          <p>{t('manage.branchNote', { note: branchNote })}</p>
          <CallBranch phone={booking.agency.phone} />
        </Notice>
      )}

      {!cancelled && !booking.changeable && (
        <Notice tone="info" title={t('manage.closed.title')}>
          <p>{t('manage.closed', { phone: booking.agency.phone })}</p>
          <CallBranch phone={booking.agency.phone} />
        </Notice>
      )}

      {!cancelled && booking.changeable && task === 'none' && (
        <div className="ck-actions ck-manage__actions">
          {!custom && (
            <Button variant="secondary" onClick={() => setTask('move')}>
              {t('manage.move')}
            </Button>
          )}
          <Button variant="secondary" onClick={() => setTask('cancel')}>
            {t(custom ? 'manage.withdraw' : 'manage.cancel')}
          </Button>
        </div>
      )}

      {task === 'cancel' && (
        <div className="ck-manage__confirm" ref={confirmRef} role="group" aria-labelledby="ck-manage-confirm">
          <p id="ck-manage-confirm" className="ck-manage__confirm-title">
            {t(custom ? 'manage.withdraw.confirm' : 'manage.cancel.confirm', { when })}
          </p>
          <div className="ck-actions">
            <Button variant="secondary" data-autofocus onClick={() => setTask('none')} disabled={busy}>
              {t('manage.keep')}
            </Button>
            <Button onClick={() => void cancel()} disabled={busy}>
              {t(custom ? 'manage.withdraw.yes' : 'manage.cancel.yes')}
            </Button>
          </div>
        </div>
      )}

      {task === 'move' && booking.advisor && (
        <MoveChooser
          booking={booking}
          culture={culture}
          busy={busy}
          onMove={(hour) => void move(hour)}
          onClose={() => setTask('none')}
        />
      )}

      {error && <Notice tone="error" title={error} live />}

      {cancelled && <p className="ck-manage__again">{t('manage.again')}</p>}
    </div>
  );
}

/** The branch's number as a link the phone dials. */
function CallBranch({ phone }: { phone: string }) {
  const { t } = useTranslation();
  return (
    <p>
      <a className="ck-link" href={telHref(phone)}>
        {t('manage.callBranch', { phone })}
      </a>
    </p>
  );
}
