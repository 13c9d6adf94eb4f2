// A consultation's page: its details, what the member may do with it now (`can`): cancel on the traveller's behalf
// with a reason, mark completed or no-show, move it or reassign it (TimeChange: only the advisors and starts that fit
// the branch's calendar), and for a custom-date request accept (an advisor and a free time, TimeChange) or decline
// with a reason. Every change but the outcome asks for confirmation in the page first; nothing acts from an address
// alone. Then its audit entries. The consultation as asked and as changed is its model's (consultation-model.ts), made
// once per consultation (BackofficeApp keys the page by its id).
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Card, Loader, Notice, useTranslation } from '@checkout/shared';
import { TextField } from '@checkout/shared/widgets';
import type { ConsultationDetail, ConsultationTravel } from '@checkout/shared/contract';
import { AttentionMarks } from '../../app/AttentionMarks';
import { useBackoffice } from '../../app/context';
import { formatDay, formatInstant } from '../../app/format';
import {
  kindLabel,
  languageLabel,
  modeLabel,
  referenceLabel,
  statusLabel,
  travellerName,
} from '../../app/labels';
import { PageHeading, PageLink } from '../../app/links';
import { ConfirmStep } from '../../app/ConfirmStep';
import { AuditTable } from '../../app/AuditTable';
import { useFailureText } from '../../app/failure-text';
import { useScreenModel } from '../../app/use-screen-model';
import { ConsultationModel } from './consultation-model';
import { TimeChange } from './TimeChange';
import type { TimeTask } from './time-change-model';

type Task = 'cancel' | 'decline' | TimeTask;

/** The tasks that choose a time or an advisor from the branch's calendar. */
const isTimeTask = (task: Task | null): task is TimeTask =>
  task === 'move' || task === 'accept' || task === 'reassign';

export const ConsultationPage = observer(function ConsultationPage({ id }: { id: string }) {
  const { store } = useBackoffice();
  const { t } = useTranslation();
  const failureText = useFailureText();
  const model = useScreenModel(() => new ConsultationModel({ api: store.api, id }));
  const { detail, consultation } = model;

  const back = (
    <p className="bo-back">
      <PageLink to={{ name: 'list' }}>{t('backoffice.consultation.back')}</PageLink>
    </p>
  );
  if (consultation.error !== null) {
    return (
      <div className="bo-page">
        {back}
        <PageHeading>{t('backoffice.consultation.failedTitle')}</PageHeading>
        <Notice tone="error" title={failureText(consultation.error)} live />
        <Button variant="secondary" onClick={() => void model.retry()}>
          {t('backoffice.consultation.retry')}
        </Button>
      </div>
    );
  }
  if (!detail) {
    return (
      <div className="bo-page">
        {back}
        <Loader label={t('backoffice.consultation.loading')} showLabel />
      </div>
    );
  }
  const changed = (next: ConsultationDetail, message: string) => model.changed(next, message);
  return (
    <div className="bo-page">
      {back}
      <PageHeading>
        {t('backoffice.consultation.title', { reference: referenceLabel(detail.reference) })}
      </PageHeading>
      <p className="bo-badges">
        <span className={`bo-status bo-status--${detail.status}`}>{statusLabel(t, detail.status)}</span>
        {detail.kind === 'custom' && <span className="bo-tag">{kindLabel(t, 'custom')}</span>}
      </p>
      <AttentionMarks reasons={detail.attention} />
      {detail.erasedAt && (
        <Notice
          tone="info"
          title={t('backoffice.consultation.erased', { date: formatInstant(detail.erasedAt, store.culture) })}
        >
          <p>{t('backoffice.consultation.erasedText')}</p>
        </Notice>
      )}
      {model.done && <Notice tone="success" title={model.done} live />}
      <div className="bo-columns">
        <Details detail={detail} />
        <Actions key={`${detail.status}-${detail.advisor?.id ?? ''}`} detail={detail} onChanged={changed} />
      </div>
      <Card title={t('backoffice.consultation.audit')}>
        {detail.audit.length === 0 ? (
          <p>{t('backoffice.consultation.noAudit')}</p>
        ) : (
          <AuditTable entries={detail.audit} label={t('backoffice.consultation.audit')} />
        )}
      </Card>
    </div>
  );
});

const Details = observer(function Details({ detail }: { detail: ConsultationDetail }) {
  const { store } = useBackoffice();
  const { t } = useTranslation();
  const culture = store.culture;
  const row = (term: string, value: ReactNode) => (
    <div className="bo-details__row">
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <Card title={t('backoffice.consultation.details')} aria-label={t('backoffice.consultation.details')}>
      <dl className="bo-details">
        {row(
          detail.kind === 'custom' ? t('backoffice.consultation.wished') : t('backoffice.consultation.when'),
          `${formatDay(detail.date, culture)}, ${detail.time}–${detail.till}`,
        )}
        {row(t('backoffice.consultation.mode'), modeLabel(t, detail.adviceMode))}
        {row(t('backoffice.consultation.advisor'), detail.advisor?.name ?? t('backoffice.list.noAdvisor'))}
        {row(t('backoffice.consultation.branch'), detail.agency.name)}
        {/* Erased (issue 47): no name, address or phone is left to show, only what the notice above says. */}
        {!detail.erasedAt && row(t('backoffice.consultation.traveller'), travellerName(detail))}
        {!detail.erasedAt &&
          row(
            t('backoffice.consultation.email'),
            <a href={`mailto:${detail.traveller.email}`}>{detail.traveller.email}</a>,
          )}
        {!detail.erasedAt &&
          row(
            t('backoffice.consultation.phone'),
            <a href={`tel:${detail.traveller.phone.replace(/\s+/g, '')}`}>{detail.traveller.phone}</a>,
          )}
        {row(t('backoffice.consultation.language'), languageLabel(t, detail.culture))}
        {row(t('backoffice.consultation.created'), formatInstant(detail.createdAt, culture))}
        {!detail.erasedAt && row(t('backoffice.consultation.message'), detail.message || '–')}
        {detail.travel && !detail.erasedAt && <TravelRows travel={detail.travel} row={row} />}
      </dl>
    </Card>
  );
});

/** What the traveller told us on steps 4 and 5 besides the message (issue 47), as the API words it. */
function TravelRows({
  travel,
  row,
}: {
  travel: ConsultationTravel;
  row: (term: string, value: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation();
  const none = '–';
  const address = [travel.street, [travel.zip, travel.city].filter(Boolean).join(' ')].filter(Boolean);
  const yesNo = (value: boolean) => t(value ? 'backoffice.consultation.yes' : 'backoffice.consultation.no');
  return (
    <>
      {row(
        t('backoffice.consultation.address'),
        address.length === 0
          ? none
          : address.map((line, i) => (
              <span key={i} className="bo-details__line">
                {line}
              </span>
            )),
      )}
      {row(t('backoffice.consultation.destinations'), travel.destinations.join(', ') || none)}
      {row(t('backoffice.consultation.travelExperience'), travel.travelExperience ?? none)}
      {row(t('backoffice.consultation.months'), travel.months.join(', ') || none)}
      {row(t('backoffice.consultation.duration'), travel.duration || none)}
      {row(t('backoffice.consultation.responsibly'), yesNo(travel.responsibly))}
      {row(t('backoffice.consultation.newsletter'), yesNo(travel.newsletter))}
    </>
  );
}

/** The page's changes: one task open at a time, each a form and then a confirmation. */
const Actions = observer(function Actions({
  detail,
  onChanged,
}: {
  detail: ConsultationDetail;
  onChanged: (next: ConsultationDetail, message: string) => void;
}) {
  const { store } = useBackoffice();
  const { t } = useTranslation();
  const failureText = useFailureText();
  const [task, setTask] = useState<Task | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [reason, setReason] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const answerable = detail.can.answer && detail.kind === 'custom' && detail.status === 'requested';

  useEffect(() => {
    if (!confirming && task) formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [task, confirming]);

  const open = (next: Task) => {
    setTask(next);
    setConfirming(false);
    setError('');
    setFieldError('');
    setReason('');
  };
  const close = () => {
    setTask(null);
    setConfirming(false);
    setError('');
  };

  const review = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    const problem = reason.trim() === '' ? t('backoffice.action.reasonMissing') : '';
    setFieldError(problem);
    if (!problem) setConfirming(true);
  };

  const run = async (change: () => Promise<ConsultationDetail>, message: string) => {
    setBusy(true);
    setError('');
    try {
      const next = await change();
      setTask(null);
      setConfirming(false);
      onChanged(next, message);
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  const confirm = () => {
    const id = detail.id;
    if (task === 'cancel')
      void run(() => store.api.cancel(id, reason.trim()), t('backoffice.action.cancelled'));
    if (task === 'decline')
      void run(() => store.api.decline(id, reason.trim()), t('backoffice.action.declined'));
  };

  const outcome = (value: 'completed' | 'no_show') =>
    void run(
      () => store.api.markOutcome(detail.id, value),
      t(value === 'completed' ? 'backoffice.action.markedCompleted' : 'backoffice.action.markedNoShow'),
    );

  const offers = [
    detail.can.cancel,
    detail.can.reassign,
    detail.can.move,
    detail.can.markOutcome,
    answerable,
  ].some(Boolean);
  if (!offers) {
    return (
      <Card title={t('backoffice.action.title')} aria-label={t('backoffice.action.title')}>
        <p>{t('backoffice.action.none')}</p>
      </Card>
    );
  }

  const question = () =>
    t(task === 'decline' ? 'backoffice.action.declineQuestion' : 'backoffice.action.cancelQuestion', {
      traveller: travellerName(detail),
    });

  return (
    <Card title={t('backoffice.action.title')} aria-label={t('backoffice.action.title')}>
      <div className="bo-stack">
        {!task && (
          <div className="bo-actions">
            {answerable && <Button onClick={() => open('accept')}>{t('backoffice.action.accept')}</Button>}
            {answerable && (
              <Button variant="secondary" onClick={() => open('decline')}>
                {t('backoffice.action.decline')}
              </Button>
            )}
            {detail.can.markOutcome && (
              <>
                <Button variant="secondary" loading={busy} onClick={() => outcome('completed')}>
                  {t('backoffice.action.markCompleted')}
                </Button>
                <Button variant="secondary" loading={busy} onClick={() => outcome('no_show')}>
                  {t('backoffice.action.markNoShow')}
                </Button>
              </>
            )}
            {detail.can.move && (
              <Button variant="secondary" onClick={() => open('move')}>
                {t('backoffice.action.move')}
              </Button>
            )}
            {detail.can.reassign && (
              <Button variant="secondary" onClick={() => open('reassign')}>
                {t('backoffice.action.reassign')}
              </Button>
            )}
            {detail.can.cancel && (
              <Button variant="secondary" onClick={() => open('cancel')}>
                {t('backoffice.action.cancel')}
              </Button>
            )}
          </div>
        )}
        {!task && error && <Notice tone="error" title={error} live />}
        {isTimeTask(task) && (
          <TimeChange
            task={task}
            detail={detail}
            onChanged={(next, message) => {
              close();
              onChanged(next, message);
            }}
            onClose={close}
          />
        )}
        {task && !isTimeTask(task) && !confirming && (
          <form ref={formRef} className="bo-stack" onSubmit={review} noValidate>
            <h3 className="bo-subheading">{t(`backoffice.action.${task}Title`)}</h3>
            <p>{t(`backoffice.action.${task}Text`)}</p>
            <TextField
              label={t('backoffice.action.reason')}
              multiline
              required
              value={reason}
              error={fieldError || undefined}
              onChange={(event) => setReason(event.target.value)}
            />
            {error && <Notice tone="error" title={error} live />}
            <div className="bo-actions">
              <Button type="submit">{t('backoffice.action.continue')}</Button>
              <Button variant="secondary" onClick={close}>
                {t('backoffice.action.back')}
              </Button>
            </div>
          </form>
        )}
        {task && !isTimeTask(task) && confirming && (
          <ConfirmStep
            question={question()}
            effect={t(`backoffice.action.${task}Effect`)}
            confirm={t(`backoffice.action.${task}Confirm`)}
            busy={busy}
            onConfirm={confirm}
            onBack={() => setConfirming(false)}
            refusal={error && <Notice tone="error" title={error} live />}
          >
            <p>
              {t('backoffice.action.reason')}: {reason.trim()}
            </p>
          </ConfirmStep>
        )}
      </div>
    </Card>
  );
});
