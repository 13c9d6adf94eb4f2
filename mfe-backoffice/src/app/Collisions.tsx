// A consultation that collides with an advisor's time off or changed hours (issue 46), settled in one step: reassigned
// to a colleague free at its very time, or cancelled with a message to the traveller. Time off and working hours
// both list them.
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Button, Notice, useTranslation } from '@checkout/shared';
import { TextField } from '@checkout/shared/widgets';
import type { ConsultationRow } from '@checkout/shared/contract';
import { AnswerState } from './AnswerState';
import { CollisionsModel } from './collisions-model';
import { useBackoffice } from './context';
import { useFailureText } from './failure-text';
import { SelectField } from './fields';
import { formatDay } from './format';
import { modeLabel, referenceLabel, travellerName } from './labels';
import { PageLink } from './links';
import { useScreenModel } from './use-screen-model';

/**
 * The model of a list of colliding consultations, made once for the list shown (its rows do not change while it is:
 * a new list is a new component).
 */
export function useCollisionsModel(rows: readonly ConsultationRow[]): CollisionsModel {
  const { store } = useBackoffice();
  return useScreenModel(
    () => new CollisionsModel({ api: store.api, rows, reassigns: store.staff?.role !== 'advisor' }),
  );
}

/**
 * One colliding consultation: reassign to a colleague free at its time (one step; none offered when nobody is, and
 * none to an advisor, who may not) or cancel with a message (one step), then settled in the model; working hours use
 * it too.
 */
export const CollisionItem = observer(function CollisionItem({
  row,
  model,
}: {
  row: ConsultationRow;
  model: CollisionsModel;
}) {
  const { store } = useBackoffice();
  const { t } = useTranslation();
  const failureText = useFailureText();
  const [advisorId, setAdvisorId] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<'reassign' | 'cancel' | null>(null);
  const [error, setError] = useState('');
  const [outcome, setOutcome] = useState('');
  const colleagues = model.reassigns ? model.colleaguesOf(row) : [];
  const chosen = colleagues?.find((advisor) => advisor.id === advisorId);
  const headingId = `bo-collision-${row.id}`;
  const what = `${formatDay(row.date, store.culture)}, ${row.time}–${row.till}: ${travellerName(row)}`;

  const act = async (kind: 'reassign' | 'cancel') => {
    setError('');
    if (kind === 'reassign' && !chosen) return setError(t('backoffice.action.advisorMissing'));
    if (kind === 'cancel' && reason.trim() === '') return setError(t('backoffice.action.reasonMissing'));
    setBusy(kind);
    try {
      if (kind === 'reassign' && chosen) {
        await store.api.reassign(row.id, chosen.id);
        setOutcome(t('backoffice.action.reassigned', { advisor: chosen.name }));
        void model.reassigned(row, true);
      } else {
        await store.api.cancel(row.id, reason.trim());
        setOutcome(t('backoffice.action.cancelled'));
        model.settle(row);
      }
    } catch (failure) {
      setError(failureText(failure));
      if (kind === 'reassign') void model.reassigned(row, false);
    } finally {
      setBusy(null);
    }
  };

  return (
    <li className="bo-collision" aria-labelledby={headingId}>
      <h3 id={headingId} className="bo-collision__title">
        {what}
      </h3>
      <p className="bo-muted">
        {referenceLabel(row.reference)} · {modeLabel(t, row.adviceMode)} ·{' '}
        <PageLink to={{ name: 'consultation', id: row.id }}>{t('backoffice.timeOff.open')}</PageLink>
      </p>
      {outcome ? (
        <Notice tone="success" title={outcome} live />
      ) : (
        <div className="bo-collision__choices">
          {model.reassigns &&
            (colleagues === null ? (
              <AnswerState
                answer={model.answerOf(row)}
                loading={t('backoffice.timeOff.colleaguesLoading')}
                failed={t('backoffice.timeOff.colleaguesFailed')}
              />
            ) : colleagues.length === 0 ? (
              <Notice tone="info">{t('backoffice.action.noneFreeThen')}</Notice>
            ) : (
              <div className="bo-inline">
                <SelectField
                  label={t('backoffice.timeOff.colleague')}
                  value={chosen ? advisorId : ''}
                  onChange={(event) => setAdvisorId(event.target.value)}
                >
                  <option value="">{t('backoffice.action.chooseAdvisor')}</option>
                  {colleagues.map((advisor) => (
                    <option key={advisor.id} value={advisor.id}>
                      {advisor.name}
                    </option>
                  ))}
                </SelectField>
                <Button
                  loading={busy === 'reassign'}
                  disabled={busy !== null}
                  onClick={() => void act('reassign')}
                >
                  {t('backoffice.action.reassign')}
                </Button>
              </div>
            ))}
          <div className="bo-inline">
            <TextField
              label={t('backoffice.timeOff.cancelMessage')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
            <Button
              variant="secondary"
              loading={busy === 'cancel'}
              disabled={busy !== null}
              onClick={() => void act('cancel')}
            >
              {t('backoffice.action.cancel')}
            </Button>
          </div>
          {error && <Notice tone="error" title={error} live />}
        </div>
      )}
    </li>
  );
});
