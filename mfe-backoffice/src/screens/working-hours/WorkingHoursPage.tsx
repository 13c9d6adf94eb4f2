// Working hours (issue 34, step 6): an advisor's week as a grid of blocks per weekday (native selects and
// checkboxes, so every part works by keyboard and is named for screen readers) and the one-off exceptions (a date
// closed, or other hours). Before anything is saved the page asks the API which booked consultations the change
// would leave outside working hours and lists them for confirmation; once saved, each of them is settled in one
// step with time off's CollisionItem (reassign to a colleague, or cancel with a message).
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Card, Loader, Notice, useTranslation } from '@checkout/shared';
import { TextField } from '@checkout/shared/widgets';
import type {
  ConsultationRow,
  HoursBlock,
  HoursExceptionRequest,
  WeeklyHoursBlock,
  WorkingHours,
  WorkingHoursChange,
  WorkingHoursResponse,
} from '@checkout/shared/contract';
import {
  WIRE_VALIDATE_OPTIONS,
  createHoursExceptionSchema,
  fieldErrorsOf,
  weeklyHoursSchema,
} from '@checkout/shared/schemas';
import { minutesToTime, SLOT_MINUTES, systemClock } from '@checkout/shared/dates';
import { useBackoffice } from '../../app/context';
import { useAdvisors } from '../../app/use-advisors';
import { SelectField, StaffReasonField } from '../../app/fields';
import { AdvisorChoice } from '../../app/AdvisorChoice';
import { formatDay } from '../../app/format';
import { referenceLabel, travellerName } from '../../app/labels';
import { PageHeading, PageLink } from '../../app/links';
import { useFailureText } from '../../app/failure-text';
import { CollisionItem, useCollisionsModel } from '../../app/Collisions';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The hour grid's times (the checkout's slots): 00:00 to 23:00. */
const GRID_TIMES = Array.from({ length: (24 * 60) / SLOT_MINUTES }, (_, i) =>
  minutesToTime(i * SLOT_MINUTES),
);

type HoursState =
  { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'shown'; hours: WorkingHours };

/** A change waiting for its confirmation, with what it would leave outside working hours. */
interface Pending {
  change: WorkingHoursChange;
  collisions: ConsultationRow[];
}

/** A saved change: what it says, and the consultations to settle. */
interface Saved {
  message: string;
  response: WorkingHoursResponse;
}

export const WorkingHoursPage = observer(function WorkingHoursPage() {
  const { store } = useBackoffice();
  const { t } = useTranslation();
  const failureText = useFailureText();
  const staff = store.staff;
  const ownAdvisor = staff?.role === 'advisor' ? staff.advisorId : null;
  const { advisors, advisorsError } = useAdvisors();
  const [advisorId, setAdvisorId] = useState(ownAdvisor ?? '');
  const [state, setState] = useState<HoursState | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [saved, setSaved] = useState<Saved | null>(null);

  useEffect(() => {
    setPending(null);
    if (!advisorId) return setState(null);
    let live = true;
    setState({ kind: 'loading' });
    store.api.workingHours(advisorId).then(
      (hours) => live && setState({ kind: 'shown', hours }),
      (failure: unknown) => live && setState({ kind: 'failed', message: failureText(failure) }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, advisorId]);

  const advisor = (advisors ?? []).find((a) => a.id === advisorId) ?? null;

  /** Asks what the change would leave outside working hours; the confirmation shows it. */
  const propose = async (change: WorkingHoursChange): Promise<string> => {
    try {
      setSaved(null);
      setPending({ change, collisions: await store.api.hoursCollisions(advisorId, change) });
      return '';
    } catch (failure) {
      return failureText(failure);
    }
  };

  const confirm = async (): Promise<string> => {
    if (!pending) return '';
    try {
      const { week, exception } = pending.change;
      const response = week
        ? await store.api.setWeeklyHours(advisorId, week)
        : await store.api.addHoursException(advisorId, exception as HoursExceptionRequest);
      const message = week
        ? t('backoffice.workingHours.weekSaved')
        : t('backoffice.workingHours.exceptionSaved', {
            date: formatDay(exception?.date ?? '', store.culture),
          });
      setState({ kind: 'shown', hours: response.workingHours });
      setPending(null);
      setSaved({ message, response });
      return '';
    } catch (failure) {
      return failureText(failure);
    }
  };

  const removeException = async (id: string, date: string): Promise<string> => {
    try {
      const response = await store.api.removeHoursException(advisorId, id);
      setState({ kind: 'shown', hours: response.workingHours });
      setSaved({
        message: t('backoffice.workingHours.exceptionRemoved', { date: formatDay(date, store.culture) }),
        response,
      });
      return '';
    } catch (failure) {
      return failureText(failure);
    }
  };

  return (
    <div className="bo-page">
      <PageHeading>{t('backoffice.workingHours.title')}</PageHeading>
      <p>
        <PageLink to={{ name: 'time-off' }}>{t('backoffice.nav.timeOff')}</PageLink>
      </p>
      {advisorsError && <Notice tone="error" title={advisorsError} live />}
      <div className="bo-filter">
        <AdvisorChoice
          advisors={advisors}
          ownAdvisor={ownAdvisor}
          value={advisorId}
          onChange={(id) => {
            setAdvisorId(id);
            setSaved(null);
          }}
        />
      </div>
      {state?.kind === 'loading' && <Loader label={t('backoffice.workingHours.loading')} />}
      {state?.kind === 'failed' && <Notice tone="error" title={state.message} live />}
      {pending && <Confirmation pending={pending} onConfirm={confirm} onBack={() => setPending(null)} />}
      {saved && <SavedChange saved={saved} />}
      {advisor && state?.kind === 'shown' && (
        <>
          <Card title={t('backoffice.workingHours.weekTitle', { advisor: advisor.name })}>
            <WeekGrid
              key={`${advisorId}-${JSON.stringify(state.hours.blocks)}`}
              blocks={state.hours.blocks}
              busy={pending !== null}
              onPropose={(blocks) => propose({ week: { blocks } })}
            />
          </Card>
          <Card title={t('backoffice.workingHours.exceptionsTitle')}>
            <Exceptions
              hours={state.hours}
              busy={pending !== null}
              onPropose={(exception) => propose({ exception })}
              onRemove={removeException}
            />
          </Card>
        </>
      )}
    </div>
  );
});

/** A block being edited, with a key that survives reordering. */
type DraftBlock = WeeklyHoursBlock & { key: number };

let nextKey = 0;
const keyed = (block: WeeklyHoursBlock): DraftBlock => ({ ...block, key: (nextKey += 1) });

function WeekGrid({
  blocks,
  busy,
  onPropose,
}: {
  blocks: WeeklyHoursBlock[];
  busy: boolean;
  onPropose: (blocks: WeeklyHoursBlock[]) => Promise<string>;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<DraftBlock[]>(() => blocks.map(keyed));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const [asking, setAsking] = useState(false);
  const plain = (): WeeklyHoursBlock[] => draft.map(({ key: _key, ...block }) => block);
  const update = (key: number, patch: Partial<WeeklyHoursBlock>) =>
    setDraft((all) => all.map((b) => (b.key === key ? { ...b, ...patch } : b)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrorsOf(weeklyHoursSchema, { blocks: plain() }, WIRE_VALIDATE_OPTIONS);
    setErrors(found);
    if (Object.keys(found).length > 0) return setError(t('backoffice.workingHours.invalid'));
    setError('');
    setAsking(true);
    setError(await onPropose(plain()));
    setAsking(false);
  };

  return (
    <form className="bo-stack" onSubmit={(event) => void submit(event)} noValidate>
      {WEEKDAYS.map((weekday) => {
        const day = t(`backoffice.workingHours.weekday.${weekday}`);
        const own = draft.filter((b) => b.weekday === weekday);
        return (
          <fieldset key={weekday} className="bo-hours-day">
            <legend className="bo-subheading">{day}</legend>
            {own.length === 0 && <p className="bo-muted">{t('backoffice.workingHours.dayOff')}</p>}
            {own.map((block, n) => {
              const index = draft.indexOf(block);
              const name = t('backoffice.workingHours.blockLabel', { day, number: n + 1 });
              const invalid = (field: string) =>
                errors[`blocks[${index}].${field}`] ? t('backoffice.workingHours.invalid') : undefined;
              return (
                <div key={block.key} role="group" aria-label={name} className="bo-hours-block">
                  <BlockFields
                    block={block}
                    onChange={(patch) => update(block.key, patch)}
                    errors={{ from: invalid('from'), to: invalid('to') }}
                  />
                  <Button
                    variant="link"
                    aria-label={t('backoffice.workingHours.removeBlockLabel', { block: name })}
                    onClick={() => setDraft((all) => all.filter((b) => b.key !== block.key))}
                  >
                    {t('backoffice.workingHours.removeBlock')}
                  </Button>
                </div>
              );
            })}
            <Button
              variant="link"
              aria-label={t('backoffice.workingHours.addBlockLabel', { day })}
              onClick={() => {
                const last = own[own.length - 1];
                const from = last ? last.to : '09:00';
                const to = GRID_TIMES[GRID_TIMES.indexOf(from) + 1] ?? '23:00';
                setDraft((all) => [...all, keyed({ weekday, from, to, homeOffice: false })]);
              }}
            >
              {t('backoffice.workingHours.addBlock')}
            </Button>
          </fieldset>
        );
      })}
      {error && <Notice tone="error" title={error} live />}
      <div>
        <Button type="submit" loading={asking} disabled={busy}>
          {t('backoffice.workingHours.saveWeek')}
        </Button>
      </div>
    </form>
  );
}

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

function Exceptions({
  hours,
  busy,
  onPropose,
  onRemove,
}: {
  hours: WorkingHours;
  busy: boolean;
  onPropose: (exception: HoursExceptionRequest) => Promise<string>;
  onRemove: (id: string, date: string) => Promise<string>;
}) {
  const { store } = useBackoffice();
  const { t } = useTranslation();
  const [date, setDate] = useState('');
  const [closed, setClosed] = useState(true);
  const [block, setBlock] = useState<HoursBlock>({ from: '09:00', to: '12:00', homeOffice: false });
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const [asking, setAsking] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const exception = { date, blocks: closed ? [] : [block], reason: reason.trim() };
    const found = fieldErrorsOf(createHoursExceptionSchema(systemClock), exception, WIRE_VALIDATE_OPTIONS);
    setErrors(found);
    if (Object.keys(found).length > 0) return setError(t('backoffice.workingHours.exceptionInvalid'));
    setAsking(true);
    setError(await onPropose(exception));
    setAsking(false);
  };
  const invalid = (field: string) =>
    errors[field] ? t('backoffice.workingHours.exceptionInvalid') : undefined;

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
                  disabled={busy}
                  aria-label={t('backoffice.workingHours.removeExceptionLabel', { date: day })}
                  onClick={() => void onRemove(exception.id, exception.date).then(setError)}
                >
                  {t('backoffice.timeOff.remove')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <form className="bo-stack" onSubmit={(event) => void submit(event)} noValidate>
        <h3 className="bo-subheading">{t('backoffice.workingHours.newException')}</h3>
        <div className="bo-filter">
          <TextField
            label={t('backoffice.workingHours.date')}
            type="date"
            required
            value={date}
            error={invalid('date')}
            onChange={(event) => setDate(event.target.value)}
          />
          <StaffReasonField
            label={t('backoffice.workingHours.reason')}
            value={reason}
            error={invalid('reason')}
            onChange={setReason}
          />
        </div>
        <label className="bo-check">
          <input type="checkbox" checked={closed} onChange={(event) => setClosed(event.target.checked)} />{' '}
          {t('backoffice.workingHours.closedDay')}
        </label>
        {!closed && (
          <div className="bo-hours-block">
            <BlockFields
              block={block}
              onChange={(patch) => setBlock((b) => ({ ...b, ...patch }))}
              errors={{ from: invalid('blocks[0].from'), to: invalid('blocks[0].to') }}
            />
          </div>
        )}
        {error && <Notice tone="error" title={error} live />}
        <div>
          <Button type="submit" loading={asking} disabled={busy}>
            {t('backoffice.workingHours.saveException')}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** Asks before saving, listing the consultations the change would leave outside working hours. */
function Confirmation({
  pending,
  onConfirm,
  onBack,
}: {
  pending: Pending;
  onConfirm: () => Promise<string>;
  onBack: () => void;
}) {
  const { store } = useBackoffice();
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  useEffect(() => heading.current?.focus(), []);
  const { collisions } = pending;
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
      {error && <Notice tone="error" title={error} live />}
      <div className="bo-inline">
        <Button
          loading={saving}
          onClick={() => {
            setSaving(true);
            void onConfirm().then((message) => {
              setSaving(false);
              setError(message);
            });
          }}
        >
          {t('backoffice.workingHours.confirm')}
        </Button>
        <Button variant="secondary" disabled={saving} onClick={onBack}>
          {t('backoffice.workingHours.back')}
        </Button>
      </div>
    </section>
  );
}

/** A saved change and the consultations it left outside working hours, each to settle in one step. */
function SavedChange({ saved }: { saved: Saved }) {
  const { t } = useTranslation();
  const { collisions } = saved.response;
  return (
    <section className="bo-collisions" aria-labelledby="bo-hours-collisions">
      <Notice tone="success" title={saved.message} live>
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
