// A consultation's page: its details, what the member may do with it now (`can`): cancel on the traveller's behalf
// with a reason, mark completed or no-show, reassign to another advisor of the same mode, and for a custom-date
// request accept (advisor, date and time) or decline with a reason. Every change but the outcome asks for
// confirmation in the page first; nothing acts from an address alone. Then its audit entries.
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Card, Loader, Notice, useTranslation } from '@checkout/shared';
import { TextField } from '@checkout/shared/widgets';
import type { ConsultationDetail, StaffAdvisor } from '@checkout/shared/contract';
import { isIsoDate, TIME_PATTERN } from '@checkout/shared/dates';
import { useBackoffice } from '../../app/context';
import { SelectField } from '../../app/fields';
import { formatDay, formatInstant } from '../../app/format';
import { modeLabel, statusLabel, travellerName } from '../../app/labels';
import { PageHeading, PageLink } from '../../app/links';
import { AuditTable } from '../audit/AuditTable';
import { useFailureText } from '../sign-in/SignInPage';
import { advisorsFor } from './advisor-choice';

type Task = 'cancel' | 'reassign' | 'accept' | 'decline';

type PageState =
  { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'shown'; detail: ConsultationDetail };

export const ConsultationPage = observer(function ConsultationPage({ id }: { id: string }) {
  const { store } = useBackoffice();
  const { t } = useTranslation();
  const failureText = useFailureText();
  const [state, setState] = useState<PageState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [done, setDone] = useState('');

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    store.api.consultation(id).then(
      (detail) => live && setState({ kind: 'shown', detail }),
      (failure: unknown) => live && setState({ kind: 'failed', message: failureText(failure) }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, id, attempt]);

  const back = (
    <p className="bo-back">
      <PageLink to={{ name: 'list' }}>{t('backoffice.consultation.back')}</PageLink>
    </p>
  );
  if (state.kind === 'loading') {
    return (
      <div className="bo-page">
        {back}
        <Loader label={t('backoffice.consultation.loading')} showLabel />
      </div>
    );
  }
  if (state.kind === 'failed') {
    return (
      <div className="bo-page">
        {back}
        <PageHeading>{t('backoffice.consultation.failedTitle')}</PageHeading>
        <Notice tone="error" title={state.message} live />
        <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
          {t('backoffice.consultation.retry')}
        </Button>
      </div>
    );
  }
  const { detail } = state;
  const changed = (next: ConsultationDetail, message: string) => {
    setState({ kind: 'shown', detail: next });
    setDone(message);
  };
  return (
    <div className="bo-page">
      {back}
      <PageHeading>{t('backoffice.consultation.title', { reference: detail.reference })}</PageHeading>
      <p className="bo-badges">
        <span className={`bo-status bo-status--${detail.status}`}>{statusLabel(t, detail.status)}</span>
        {detail.kind === 'custom' && <span className="bo-tag">{t('backoffice.kind.custom')}</span>}
      </p>
      {done && <Notice tone="success" title={done} live />}
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
        {row(t('backoffice.consultation.traveller'), travellerName(detail))}
        {row(
          t('backoffice.consultation.email'),
          <a href={`mailto:${detail.traveller.email}`}>{detail.traveller.email}</a>,
        )}
        {row(
          t('backoffice.consultation.phone'),
          <a href={`tel:${detail.traveller.phone.replace(/\s+/g, '')}`}>{detail.traveller.phone}</a>,
        )}
        {row(t('backoffice.consultation.language'), t(`backoffice.language.${detail.culture}`))}
        {row(t('backoffice.consultation.created'), formatInstant(detail.createdAt, culture))}
        {row(t('backoffice.consultation.message'), detail.message || '–')}
      </dl>
    </Card>
  );
});

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
  const [advisorId, setAdvisorId] = useState('');
  const [date, setDate] = useState(detail.date);
  const [time, setTime] = useState(detail.time);
  const [advisors, setAdvisors] = useState<StaffAdvisor[] | null>(store.advisors);
  const confirmRef = useRef<HTMLParagraphElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const answerable = detail.can.answer && detail.kind === 'custom' && detail.status === 'requested';
  const needsAdvisors = detail.can.reassign || answerable;

  useEffect(() => {
    if (!needsAdvisors) return;
    let live = true;
    store.loadAdvisors().then(
      (all) => live && setAdvisors(all),
      (failure: unknown) => live && setError(failureText(failure)),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, needsAdvisors]);

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (task) formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [task, confirming]);

  const open = (next: Task) => {
    setTask(next);
    setConfirming(false);
    setError('');
    setFieldError('');
    setReason('');
    setAdvisorId('');
  };
  const close = () => {
    setTask(null);
    setConfirming(false);
    setError('');
  };

  const choices = advisorsFor(detail, advisors ?? []);
  const chosen = choices.find((advisor) => advisor.id === advisorId);

  const review = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    let problem = '';
    if ((task === 'cancel' || task === 'decline') && reason.trim() === '') {
      problem = t('backoffice.action.reasonMissing');
    } else if ((task === 'reassign' || task === 'accept') && !chosen) {
      problem = t('backoffice.action.advisorMissing');
    } else if (task === 'accept' && (!isIsoDate(date) || !TIME_PATTERN.test(time))) {
      problem = t('backoffice.action.dateTimeMissing');
    }
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
    if (task === 'reassign' && chosen)
      void run(
        () => store.api.reassign(id, chosen.id),
        t('backoffice.action.reassigned', { advisor: chosen.name }),
      );
    if (task === 'accept' && chosen)
      void run(
        () => store.api.accept(id, { advisorId: chosen.id, date, time }),
        t('backoffice.action.accepted'),
      );
  };

  const outcome = (value: 'completed' | 'no_show') =>
    void run(
      () => store.api.markOutcome(detail.id, value),
      t(value === 'completed' ? 'backoffice.action.markedCompleted' : 'backoffice.action.markedNoShow'),
    );

  const offers = [detail.can.cancel, detail.can.reassign, detail.can.markOutcome, answerable].some(Boolean);
  if (!offers) {
    return (
      <Card title={t('backoffice.action.title')} aria-label={t('backoffice.action.title')}>
        <p>{t('backoffice.action.none')}</p>
      </Card>
    );
  }

  const question = (): string => {
    const when = `${formatDay(date, store.culture)}, ${time}`;
    switch (task) {
      case 'cancel':
        return t('backoffice.action.cancelQuestion', { traveller: travellerName(detail) });
      case 'decline':
        return t('backoffice.action.declineQuestion', { traveller: travellerName(detail) });
      case 'reassign':
        return t('backoffice.action.reassignQuestion', { advisor: chosen?.name ?? '' });
      case 'accept':
        return t('backoffice.action.acceptQuestion', { advisor: chosen?.name ?? '', when });
      default:
        return '';
    }
  };

  const advisorSelect = (
    <SelectField
      label={t('backoffice.action.advisor')}
      required
      value={advisorId}
      error={fieldError && !chosen ? fieldError : undefined}
      onChange={(event) => setAdvisorId(event.target.value)}
    >
      <option value="">
        {advisors ? t('backoffice.action.chooseAdvisor') : t('backoffice.action.loadingAdvisors')}
      </option>
      {choices.map((advisor) => (
        <option key={advisor.id} value={advisor.id}>
          {advisor.name}
        </option>
      ))}
    </SelectField>
  );

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
        {task && !confirming && (
          <form ref={formRef} className="bo-stack" onSubmit={review} noValidate>
            <h3 className="bo-subheading">{t(`backoffice.action.${task}Title`)}</h3>
            {(task === 'cancel' || task === 'decline') && (
              <>
                <p>{t(`backoffice.action.${task}Text`)}</p>
                <TextField
                  label={t('backoffice.action.reason')}
                  multiline
                  required
                  value={reason}
                  error={fieldError || undefined}
                  onChange={(event) => setReason(event.target.value)}
                />
              </>
            )}
            {task === 'reassign' && advisorSelect}
            {task === 'accept' && (
              <>
                <p>{t('backoffice.action.acceptText')}</p>
                {advisorSelect}
                <TextField
                  label={t('backoffice.action.date')}
                  type="date"
                  required
                  value={date}
                  error={fieldError && chosen ? fieldError : undefined}
                  onChange={(event) => setDate(event.target.value)}
                />
                <TextField
                  label={t('backoffice.action.time')}
                  type="time"
                  step={900}
                  required
                  value={time}
                  onChange={(event) => setTime(event.target.value)}
                />
              </>
            )}
            {error && <Notice tone="error" title={error} live />}
            <div className="bo-actions">
              <Button type="submit">{t('backoffice.action.continue')}</Button>
              <Button variant="secondary" onClick={close}>
                {t('backoffice.action.back')}
              </Button>
            </div>
          </form>
        )}
        {task && confirming && (
          <div className="bo-confirm" role="group" aria-labelledby="bo-confirm-question">
            <p id="bo-confirm-question" ref={confirmRef} tabIndex={-1} className="bo-confirm__question">
              {question()}
            </p>
            {(task === 'cancel' || task === 'decline') && (
              <p>
                {t('backoffice.action.reason')}: {reason.trim()}
              </p>
            )}
            <p className="bo-muted">{t(`backoffice.action.${task}Effect`)}</p>
            {error && <Notice tone="error" title={error} live />}
            <div className="bo-actions">
              <Button loading={busy} onClick={confirm}>
                {t(`backoffice.action.${task}Confirm`)}
              </Button>
              <Button variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
                {t('backoffice.action.back')}
              </Button>
            </div>
          </div>
        )}
      </div>
    </Card>
  );
});
