// Time off: an absence of an advisor as a date range with a reason. The advisor's absences are listed, each with the
// consultations it still collides with (Absence.collisions, issue 46: after saving and after any reload alike), each
// settled in one step: reassigned to a colleague free at that very time (collisions-model.ts), or cancelled with a
// message to the traveller; the count says how many are left, and when none is. Each absence can be removed. What the
// page asks and keeps is its model's (time-off-model.ts); the page observes it.
import { observer } from 'mobx-react-lite';
import { Button, Card, Loader, Notice, useTranslation } from '@checkout/shared';
import { TextField } from '@checkout/shared/widgets';
import type { Absence, AbsenceResponse, ConsultationRow, StaffMember } from '@checkout/shared/contract';
import { translateMessage } from '@checkout/shared/schemas';
import { useBackoffice } from '../../app/context';
import { StaffReasonField } from '../../app/fields';
import { AdvisorChoice } from '../../app/AdvisorChoice';
import { formatDay } from '../../app/format';
import { PageHeading, PageLink } from '../../app/links';
import { useFailureText } from '../../app/failure-text';
import { useCollisionsModel, CollisionItem } from '../../app/Collisions';
import { useScreenModel } from '../../app/use-screen-model';
import { TimeOffModel, type AbsenceField } from './time-off-model';
import './time-off.css';

/** The page of the member signed in (BackofficeApp shows pages only then). */
export const TimeOffPage = observer(function TimeOffPage() {
  const { store } = useBackoffice();
  return store.staff ? <TimeOffScreen staff={store.staff} /> : null;
});

const TimeOffScreen = observer(function TimeOffScreen({ staff }: { staff: StaffMember }) {
  const { store } = useBackoffice();
  const { t } = useTranslation();
  const failureText = useFailureText();
  const model = useScreenModel(
    () => new TimeOffModel({ api: store.api, loadAdvisors: () => store.loadAdvisors(), staff }),
  );
  const { pick, draft, problem } = model;
  const advisor = pick.advisor;

  const fieldError = (field: AbsenceField) =>
    problem?.field === field ? translateMessage((key, values) => t(key, values), problem.message) : undefined;

  return (
    <div className="bo-page">
      <PageHeading>{t('backoffice.timeOff.title')}</PageHeading>
      <p>
        <PageLink to={{ name: 'working-hours' }}>{t('backoffice.nav.workingHours')}</PageLink>
      </p>
      {pick.advisors.error !== null && <Notice tone="error" title={failureText(pick.advisors.error)} live />}
      <Card title={t('backoffice.timeOff.newTitle')}>
        <form
          className="bo-stack"
          onSubmit={(event) => {
            event.preventDefault();
            void model.save();
          }}
          noValidate
        >
          <div className="bo-filter">
            <AdvisorChoice
              advisors={pick.advisors.value}
              ownAdvisor={pick.ownAdvisor}
              value={pick.advisorId}
              error={fieldError('advisor')}
              onChange={(id) => void model.choose(id)}
            />
            <TextField
              label={t('backoffice.timeOff.from')}
              type="date"
              required
              value={draft.from}
              error={fieldError('from')}
              onChange={(event) => model.edit({ from: event.target.value })}
            />
            <TextField
              label={t('backoffice.timeOff.till')}
              type="date"
              required
              value={draft.till}
              error={fieldError('till')}
              onChange={(event) => model.edit({ till: event.target.value })}
            />
          </div>
          <StaffReasonField
            label={t('backoffice.timeOff.reason')}
            value={draft.reason}
            error={fieldError('reason')}
            onChange={(reason) => model.edit({ reason })}
          />
          {model.saveError !== null && <Notice tone="error" title={failureText(model.saveError)} live />}
          <div>
            <Button type="submit" loading={model.saving}>
              {t('backoffice.timeOff.save')}
            </Button>
          </div>
        </form>
      </Card>
      {model.saved && <Saved saved={model.saved} />}
      {advisor && (
        <Card title={t('backoffice.timeOff.listTitle', { advisor: advisor.name })}>
          <AbsenceList model={model} />
        </Card>
      )}
    </div>
  );
});

/** The saved absence and how many consultations it collides with (listed with it below, to settle). */
const Saved = observer(function Saved({ saved }: { saved: AbsenceResponse }) {
  const { store } = useBackoffice();
  const { t } = useTranslation();
  const { absence, collisions } = saved;
  const range = `${formatDay(absence.from, store.culture)} – ${formatDay(absence.till, store.culture)}`;
  return (
    <Notice tone="success" title={t('backoffice.timeOff.saved', { range })} live>
      <p>
        {collisions.length === 0
          ? t('backoffice.timeOff.noCollisions')
          : t('backoffice.timeOff.savedCollisions', { count: collisions.length })}
      </p>
    </Notice>
  );
});

/**
 * What an absence still collides with, each to settle; the count is of those left. Absent from an API older than
 * issue 46: nothing is said then.
 */
const AbsenceCollisions = observer(function AbsenceCollisions({ absence }: { absence: Absence }) {
  const { t } = useTranslation();
  const titleId = `bo-collisions-${absence.id}`;
  if (!absence.collisions) return null;
  return (
    <section className="bo-collisions" aria-labelledby={titleId}>
      <h3 id={titleId} className="ck-visually-hidden">
        {t('backoffice.timeOff.collisionsTitle')}
      </h3>
      {absence.collisions.length === 0 ? (
        <p className="bo-muted">{t('backoffice.timeOff.absenceClear')}</p>
      ) : (
        <CollisionList rows={absence.collisions} />
      )}
    </section>
  );
});

/** An absence's collisions with how many are left, each settled by CollisionItem. */
const CollisionList = observer(function CollisionList({ rows }: { rows: ConsultationRow[] }) {
  const { t } = useTranslation();
  const model = useCollisionsModel(rows);
  const { left } = model;
  return (
    <>
      <p className={left > 0 ? 'bo-collisions__count' : 'bo-muted'}>
        {left === 0
          ? t('backoffice.timeOff.allSettled')
          : model.settled.size === 0
            ? t('backoffice.timeOff.collisions', { count: left })
            : t('backoffice.timeOff.collisionsLeft', { count: left })}
      </p>
      <ul className="bo-collision-list">
        {rows.map((row) => (
          <CollisionItem key={row.id} row={row} model={model} />
        ))}
      </ul>
    </>
  );
});

const AbsenceList = observer(function AbsenceList({ model }: { model: TimeOffModel }) {
  const { store } = useBackoffice();
  const { t } = useTranslation();
  const failureText = useFailureText();
  const { absences } = model;
  if (absences.error !== null) return <Notice tone="error" title={failureText(absences.error)} live />;
  if (absences.value === null) return <Loader label={t('backoffice.timeOff.loading')} />;
  if (absences.value.length === 0) return <p>{t('backoffice.timeOff.none')}</p>;
  return (
    <>
      {model.removeError !== null && <Notice tone="error" title={failureText(model.removeError)} live />}
      <ul className="bo-absences">
        {absences.value.map((absence) => {
          const range = `${formatDay(absence.from, store.culture)} – ${formatDay(absence.till, store.culture)}`;
          return (
            <li key={absence.id} className="bo-absence-item">
              <div className="bo-absence">
                <span>
                  <strong>{range}</strong> · {absence.reason}
                </span>
                <Button
                  variant="link"
                  loading={model.removing === absence.id}
                  aria-label={t('backoffice.timeOff.removeLabel', { range })}
                  onClick={() => void model.remove(absence)}
                >
                  {t('backoffice.timeOff.remove')}
                </Button>
              </div>
              <AbsenceCollisions absence={absence} />
            </li>
          );
        })}
      </ul>
    </>
  );
});
