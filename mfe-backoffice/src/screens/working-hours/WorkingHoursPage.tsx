// Working hours (issue 34, step 6): an advisor's week as a grid of blocks per weekday (native selects and
// checkboxes, so every part works by keyboard and is named for screen readers) and the one-off exceptions (a date
// closed, or other hours). Before anything is saved the page asks the API which booked consultations the change
// would leave outside working hours and lists them for confirmation; once saved, each of them is settled in one
// step with time off's CollisionItem (reassign to a colleague, or cancel with a message). What the page asks and keeps
// is its model's (working-hours-model.ts); the page observes it.
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Button, Card, Loader, Notice, useTranslation } from '@checkout/shared';
import { TextField } from '@checkout/shared/widgets';
import type { ConsultationRow, HoursBlock, StaffMember, WorkingHours } from '@checkout/shared/contract';
import { useBackoffice } from '../../app/context';
import { SelectField, StaffReasonField } from '../../app/fields';
import { AdvisorChoice } from '../../app/AdvisorChoice';
import { formatDay } from '../../app/format';
import { referenceLabel, travellerName } from '../../app/labels';
import { PageHeading, PageLink } from '../../app/links';
import { useFailureText } from '../../app/failure-text';
import { CollisionItem, useCollisionsModel } from '../../app/Collisions';
import { useScreenModel } from '../../app/use-screen-model';
import {
  ExceptionDraft,
  GRID_TIMES,
  WEEKDAYS,
  WeekDraft,
  WorkingHoursModel,
  type FormProblem,
  type SavedChange,
} from './working-hours-model';

/** The page of the member signed in (BackofficeApp shows pages only then). */
export const WorkingHoursPage = observer(function WorkingHoursPage() {
  const { store } = useBackoffice();
  return store.staff ? <WorkingHoursScreen staff={store.staff} /> : null;
});

const WorkingHoursScreen = observer(function WorkingHoursScreen({ staff }: { staff: StaffMember }) {
  const { store, clock } = useBackoffice();
  const { t } = useTranslation();
  const failureText = useFailureText();
  const model = useScreenModel(
    () => new WorkingHoursModel({ api: store.api, loadAdvisors: () => store.loadAdvisors(), staff, clock }),
  );
  const { pick, hours } = model;
  const advisor = pick.advisor;
  const chosen = pick.advisorId !== '';

  return (
    <div className="bo-page">
      <PageHeading>{t('backoffice.workingHours.title')}</PageHeading>
      <p>
        <PageLink to={{ name: 'time-off' }}>{t('backoffice.nav.timeOff')}</PageLink>
      </p>
      {pick.advisors.error !== null && <Notice tone="error" title={failureText(pick.advisors.error)} live />}
      <div className="bo-filter">
        <AdvisorChoice
          advisors={pick.advisors.value}
          ownAdvisor={pick.ownAdvisor}
          value={pick.advisorId}
          onChange={(id) => void model.choose(id)}
        />
      </div>
      {chosen && hours.loading && <Loader label={t('backoffice.workingHours.loading')} />}
      {chosen && hours.error !== null && <Notice tone="error" title={failureText(hours.error)} live />}
      {model.pending && <Confirmation model={model} />}
      {model.saved && <SavedNotice saved={model.saved} />}
      {advisor && hours.value && (
        <>
          <Card title={t('backoffice.workingHours.weekTitle', { advisor: advisor.name })}>
            {/* Another advisor's week, or other blocks as the API answered a change: a new draft of them. */}
            <WeekGrid
              key={`${pick.advisorId}-${JSON.stringify(hours.value.blocks)}`}
              model={model}
              hours={hours.value}
            />
          </Card>
          <Card title={t('backoffice.workingHours.exceptionsTitle')}>
            <Exceptions key={pick.advisorId} model={model} hours={hours.value} />
          </Card>
        </>
      )}
    </div>
  );
});

/** What a form says below it: its values are refused by the schema (`invalid`), or the API's failure. */
function ProblemNotice({ problem, invalid }: { problem: FormProblem | null; invalid: string }) {
  const failureText = useFailureText();
  if (!problem) return null;
  return (
    <Notice tone="error" title={problem.kind === 'invalid' ? invalid : failureText(problem.error)} live />
  );
}

const WeekGrid = observer(function WeekGrid({
  model,
  hours,
}: {
  model: WorkingHoursModel;
  hours: WorkingHours;
}) {
  const { t } = useTranslation();
  const [draft] = useState(() => new WeekDraft(hours.blocks));

  return (
    <form
      className="bo-stack"
      onSubmit={(event) => {
        event.preventDefault();
        void model.proposeWeek(draft);
      }}
      noValidate
    >
      {WEEKDAYS.map((weekday) => {
        const day = t(`backoffice.workingHours.weekday.${weekday}`);
        const own = draft.blocksOf(weekday);
        return (
          <fieldset key={weekday} className="bo-hours-day">
            <legend className="bo-subheading">{day}</legend>
            {own.length === 0 && <p className="bo-muted">{t('backoffice.workingHours.dayOff')}</p>}
            {own.map((block, n) => {
              const name = t('backoffice.workingHours.blockLabel', { day, number: n + 1 });
              const invalid = (field: 'from' | 'to') =>
                draft.invalid(block, field) ? t('backoffice.workingHours.invalid') : undefined;
              return (
                <div key={block.key} role="group" aria-label={name} className="bo-hours-block">
                  <BlockFields
                    block={block}
                    onChange={(patch) => draft.update(block.key, patch)}
                    errors={{ from: invalid('from'), to: invalid('to') }}
                  />
                  <Button
                    variant="link"
                    aria-label={t('backoffice.workingHours.removeBlockLabel', { block: name })}
                    onClick={() => draft.remove(block.key)}
                  >
                    {t('backoffice.workingHours.removeBlock')}
                  </Button>
                </div>
              );
            })}
            <Button
              variant="link"
              aria-label={t('backoffice.workingHours.addBlockLabel', { day })}
              onClick={() => draft.add(weekday)}
            >
              {t('backoffice.workingHours.addBlock')}
            </Button>
          </fieldset>
        );
      })}
      <ProblemNotice problem={model.problems.week} invalid={t('backoffice.workingHours.invalid')} />
      <div>
        <Button type="submit" loading={model.asking === 'week'} disabled={model.busy}>
          {t('backoffice.workingHours.saveWeek')}
        </Button>
      </div>
    </form>
  );
});

/** From, till and home office of one block. */
function BlockFields({
  block,
  onChange,
  errors = {},
}: {
  block: HoursBlock;
  onChange: (patch: Partial<HoursBlock>) => void;
  errors?: { from?: string | undefined; to?: string | undefined };
}) {
  const { t } = useTranslation();
  return (
    <>
      <SelectField
        label={t('backoffice.workingHours.from')}
        value={block.from}
        error={errors.from}
        onChange={(event) => onChange({ from: event.target.value })}
      >
        {GRID_TIMES.map((time) => (
          <option key={time}>{time}</option>
        ))}
      </SelectField>
      <SelectField
        label={t('backoffice.workingHours.to')}
        value={block.to}
        error={errors.to}
        onChange={(event) => onChange({ to: event.target.value })}
      >
        {GRID_TIMES.map((time) => (
          <option key={time}>{time}</option>
        ))}
      </SelectField>
      <label className="bo-check">
        <input
          type="checkbox"
          checked={block.homeOffice}
          onChange={(event) => onChange({ homeOffice: event.target.checked })}
        />{' '}
        {t('backoffice.workingHours.homeOffice')}
      </label>
    </>
  );
}

const Exceptions = observer(function Exceptions({
  model,
  hours,
}: {
  model: WorkingHoursModel;
  hours: WorkingHours;
}) {
  const { store } = useBackoffice();
  const { t } = useTranslation();
  const [draft] = useState(() => new ExceptionDraft());
  const invalid = (field: string) =>
    draft.errors[field] ? t('backoffice.workingHours.exceptionInvalid') : undefined;

  return (
    <div className="bo-stack">
      {hours.exceptions.length === 0 ? (
        <p>{t('backoffice.workingHours.noExceptions')}</p>
      ) : (
        <ul className="bo-absences">
          {hours.exceptions.map((exception) => {
            const day = formatDay(exception.date, store.culture);
            const what =
              exception.blocks.length === 0
                ? t('backoffice.workingHours.closed')
                : exception.blocks.map((b) => `${b.from}–${b.to}`).join(', ');
            return (
              <li key={exception.id} className="bo-absence">
                <span>
                  <strong>{day}</strong> · {what} · {exception.reason}
                </span>
                <Button
                  variant="link"
                  disabled={model.busy}
                  aria-label={t('backoffice.workingHours.removeExceptionLabel', { date: day })}
                  onClick={() => void model.removeException(exception)}
                >
                  {t('backoffice.timeOff.remove')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <form
        className="bo-stack"
        onSubmit={(event) => {
          event.preventDefault();
          void model.proposeException(draft);
        }}
        noValidate
      >
        <h3 className="bo-subheading">{t('backoffice.workingHours.newException')}</h3>
        <div className="bo-filter">
          <TextField
            label={t('backoffice.workingHours.date')}
            type="date"
            required
            value={draft.date}
            error={invalid('date')}
            onChange={(event) => draft.edit({ date: event.target.value })}
          />
          <StaffReasonField
            label={t('backoffice.workingHours.reason')}
            value={draft.reason}
            error={invalid('reason')}
            onChange={(reason) => draft.edit({ reason })}
          />
        </div>
        <label className="bo-check">
          <input
            type="checkbox"
            checked={draft.closed}
            onChange={(event) => draft.edit({ closed: event.target.checked })}
          />{' '}
          {t('backoffice.workingHours.closedDay')}
        </label>
        {!draft.closed && (
          <div className="bo-hours-block">
            <BlockFields
              block={draft.block}
              onChange={(patch) => draft.editBlock(patch)}
              errors={{ from: invalid('blocks[0].from'), to: invalid('blocks[0].to') }}
            />
          </div>
        )}
        <ProblemNotice
          problem={model.problems.exception}
          invalid={t('backoffice.workingHours.exceptionInvalid')}
        />
        <div>
          <Button type="submit" loading={model.asking === 'exception'} disabled={model.busy}>
            {t('backoffice.workingHours.saveException')}
          </Button>
        </div>
      </form>
    </div>
  );
});

/** Asks before saving, listing the consultations the change would leave outside working hours. */
const Confirmation = observer(function Confirmation({ model }: { model: WorkingHoursModel }) {
  const { store } = useBackoffice();
  const { t } = useTranslation();
  const failureText = useFailureText();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  if (!model.pending) return null;
  const { collisions } = model.pending;
  return (
    <section className="bo-collisions" role="region" aria-labelledby="bo-hours-confirm">
      <h2 id="bo-hours-confirm" className="bo-subheading" tabIndex={-1} ref={heading}>
        {t('backoffice.workingHours.confirmTitle')}
      </h2>
      <p>
        {collisions.length === 0
          ? t('backoffice.workingHours.confirmNone')
          : t('backoffice.workingHours.confirmSome', { count: collisions.length })}
      </p>
      {collisions.length > 0 && (
        <ul>
          {collisions.map((row) => (
            <li key={row.id}>
              {formatDay(row.date, store.culture)}, {row.time}–{row.till}: {travellerName(row)} (
              {referenceLabel(row.reference)})
            </li>
          ))}
        </ul>
      )}
      {model.confirmError !== null && <Notice tone="error" title={failureText(model.confirmError)} live />}
      <div className="bo-inline">
        <Button loading={model.confirming} onClick={() => void model.confirm()}>
          {t('backoffice.workingHours.confirm')}
        </Button>
        <Button variant="secondary" disabled={model.confirming} onClick={() => model.back()}>
          {t('backoffice.workingHours.back')}
        </Button>
      </div>
    </section>
  );
});

/** A saved change and the consultations it left outside working hours, each to settle in one step. */
function SavedNotice({ saved }: { saved: SavedChange }) {
  const { store } = useBackoffice();
  const { t } = useTranslation();
  const { collisions } = saved.response;
  const date = formatDay(saved.date, store.culture);
  const message =
    saved.what === 'week'
      ? t('backoffice.workingHours.weekSaved')
      : saved.what === 'exception'
        ? t('backoffice.workingHours.exceptionSaved', { date })
        : t('backoffice.workingHours.exceptionRemoved', { date });
  return (
    <section className="bo-collisions" aria-labelledby="bo-hours-collisions">
      <Notice tone="success" title={message} live>
        <p>
          {collisions.length === 0
            ? t('backoffice.workingHours.noCollisions')
            : t('backoffice.workingHours.collisions', { count: collisions.length })}
        </p>
      </Notice>
      <h2 id="bo-hours-collisions" className={collisions.length > 0 ? 'bo-subheading' : 'ck-visually-hidden'}>
        {t('backoffice.timeOff.collisionsTitle')}
      </h2>
      {collisions.length > 0 && (
        // Another saved change is another list, asked afresh.
        <SavedCollisions key={collisions.map((row) => row.id).join(' ')} rows={collisions} />
      )}
    </section>
  );
}

function SavedCollisions({ rows }: { rows: ConsultationRow[] }) {
  const model = useCollisionsModel(rows);
  return (
    <ul className="bo-collision-list">
      {rows.map((row) => (
        <CollisionItem key={row.id} row={row} model={model} />
      ))}
    </ul>
  );
}
