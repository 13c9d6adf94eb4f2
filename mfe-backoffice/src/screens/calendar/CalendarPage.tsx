// The calendar (issue 46): a branch's or an advisor's day or week at a glance. Each advisor's day is a lane: its
// working hours shaded, time off marked with its reason, consultations as blocks that open the consultation, the
// hours travellers hold in the checkout hatched, and the free time named. d3 places things on the time axis; React
// draws them as HTML (see the README). A lane's content is one list in time order, so a screen reader and the
// keyboard meet the same things as the eye; in the week on a phone that list is shown as a list, not a timeline.
import { observer } from 'mobx-react-lite';
import type { CSSProperties, ReactNode } from 'react';
import { Button, useTranslation } from '@checkout/shared';
import type { CalendarDay, CalendarEntry, StaffCalendar, StaffMember } from '@checkout/shared/contract';
import { formatIsoDate, minutesToTime, zurichTime, type MinuteRange } from '@checkout/shared/dates';
import { AnswerState } from '../../app/AnswerState';
import { attentionText } from '../../app/attention';
import { daySummary } from '../../app/DaySituation';
import type { BackofficeStore } from '../../app/backoffice-store';
import { useBackoffice } from '../../app/context';
import { SelectField } from '../../app/fields';
import { NamedOptions } from '../../app/NamedOptions';
import { formatDay } from '../../app/format';
import { modeLabel, statusLabel } from '../../app/labels';
import { PageHeading, PageLink } from '../../app/links';
import { useScreenModel } from '../../app/use-screen-model';
import { WorkList } from '../../app/WorkItem';
import {
  blockMinutes,
  freeRanges,
  hourTicks,
  minutesOf,
  placeOf,
  placeRanges,
  timeScale,
  timeWindowOf,
  type Place,
} from './calendar-layout';
import { CalendarModel, type CalendarView } from './calendar-model';
import './calendar.css';

/** The view of each store's last visit, so coming back from a consultation shows the same days. */
const lastViews = new WeakMap<BackofficeStore, CalendarView>();

const DAY_MINUTES = 24 * 60;

/** The page of the member signed in (BackofficeApp shows pages only then). */
export const CalendarPage = observer(function CalendarPage() {
  const { store } = useBackoffice();
  return store.staff ? <CalendarScreen staff={store.staff} /> : null;
});

const CalendarScreen = observer(function CalendarScreen({ staff }: { staff: StaffMember }) {
  const { store, clock } = useBackoffice();
  const { t } = useTranslation();
  const model = useScreenModel(
    () =>
      new CalendarModel({
        api: store.api,
        loadAdvisors: () => store.loadAdvisors(),
        staff,
        clock,
        view: lastViews.get(store),
        remember: (view) => lastViews.set(store, view),
      }),
  );
  const calendar = model.value;
  return (
    <div className="bo-page bo-cal">
      <PageHeading>{t('backoffice.calendar.title')}</PageHeading>
      <CalendarToolbar model={model} />
      <AnswerState
        answer={model}
        loading={t('backoffice.calendar.loading')}
        failed={t('backoffice.calendar.failed')}
      />
      {calendar && <CalendarBody model={model} calendar={calendar} />}
    </div>
  );
});

/** Previous, today, next; the days shown; day or week; the branch (the back office) and the advisor. */
const CalendarToolbar = observer(function CalendarToolbar({ model }: { model: CalendarModel }) {
  const { store } = useBackoffice();
  const { t } = useTranslation();
  const role = store.staff?.role ?? 'advisor';
  const days = model.shownDays;
  const first = formatDay(days[0] ?? model.anchor, store.culture);
  const range = days.length === 1 ? first : `${first} – ${formatDay(days[days.length - 1]!, store.culture)}`;
  const week = model.days === 7;
  return (
    <div className="bo-cal__toolbar">
      <div className="bo-cal__nav">
        <Button
          variant="secondary"
          aria-label={t(week ? 'backoffice.calendar.previousWeek' : 'backoffice.calendar.previousDay')}
          onClick={() => void model.previous()}
        >
          ‹
        </Button>
        <Button variant="secondary" onClick={() => void model.showToday()}>
          {t('backoffice.calendar.today')}
        </Button>
        <Button
          variant="secondary"
          aria-label={t(week ? 'backoffice.calendar.nextWeek' : 'backoffice.calendar.nextDay')}
          onClick={() => void model.next()}
        >
          ›
        </Button>
      </div>
      <h2 className="bo-cal__range" aria-live="polite">
        {range}
      </h2>
      <div className="bo-cal__switch" role="group" aria-label={t('backoffice.calendar.view')}>
        {([1, 7] as const).map((count) => (
          <Button
            key={count}
            variant={model.days === count ? 'primary' : 'secondary'}
            aria-pressed={model.days === count}
            onClick={() => void model.showDays(count)}
          >
            {t(count === 1 ? 'backoffice.calendar.day' : 'backoffice.calendar.week')}
          </Button>
        ))}
      </div>
      {role === 'back_office' && (
        <SelectField
          label={t('backoffice.calendar.branch')}
          value={model.agencyId}
          onChange={(event) => void model.chooseBranch(event.target.value)}
        >
          <NamedOptions items={model.branches} />
        </SelectField>
      )}
      {role !== 'advisor' && (
        <SelectField
          label={t('backoffice.calendar.advisor')}
          value={model.advisorId}
          onChange={(event) => void model.chooseAdvisor(event.target.value)}
        >
          <option value="">{t('backoffice.calendar.allAdvisors')}</option>
          <NamedOptions items={model.advisorChoices} />
        </SelectField>
      )}
    </div>
  );
});

/** Each advisor's lanes on one time axis, and beside them the open requests of the days shown. */
const CalendarBody = observer(function CalendarBody({
  model,
  calendar,
}: {
  model: CalendarModel;
  calendar: StaffCalendar;
}) {
  const { clock } = useBackoffice();
  const { t } = useTranslation();
  const window = timeWindowOf(calendar);
  const now = zurichTime(clock.now());
  const today = formatIsoDate(now.date);
  // Free time is time still to offer: none on past days, none before now today.
  const earliest = (date: string) =>
    date < today ? DAY_MINUTES : date === today ? now.hour * 60 + now.minute : 0;
  const week = calendar.days.length > 1;
  return (
    <div
      className={`bo-cal__body ${week ? 'bo-cal--week' : 'bo-cal--day'}`}
      aria-busy={model.loading}
      style={{ '--bo-cal-hours': (window.till - window.from) / 60 } as CSSProperties}
    >
      <div className="bo-cal__main">
        <Legend />
        {calendar.advisors.length === 0 ? (
          <p>{t('backoffice.calendar.noAdvisors')}</p>
        ) : (
          <div className="bo-cal__advisors">
            {calendar.advisors.map((advisor) => (
              <section key={advisor.id} className="bo-cal__advisor" aria-labelledby={`bo-cal-${advisor.id}`}>
                <h3 id={`bo-cal-${advisor.id}`} className="bo-cal__advisor-name">
                  {advisor.name}
                </h3>
                <div className="bo-cal__lanes">
                  {advisor.days.map((day) => (
                    <DayLane
                      key={day.date}
                      id={`bo-cal-${advisor.id}-${day.date}`}
                      advisor={advisor.name}
                      day={day}
                      window={window}
                      earliest={earliest(day.date)}
                      onShowDay={week ? () => void model.showDay(day.date) : undefined}
                    />
                  ))}
                </div>
              </section>
            ))}
          </div>
        )}
      </div>
      <WorkList
        as="aside"
        id="bo-cal-requests"
        title={t('backoffice.calendar.requestsTitle', { count: calendar.requests.length })}
        empty={t('backoffice.calendar.noRequests')}
        rows={calendar.requests}
      />
    </div>
  );
});

/** What the lanes' colours and patterns mean (the same words as the lanes' own texts). */
function Legend() {
  const { t } = useTranslation();
  const keys = [
    ['hours', 'backoffice.calendar.legend.hours'],
    ['free', 'backoffice.calendar.free'],
    ['held', 'backoffice.calendar.held'],
    ['absence', 'backoffice.calendar.legend.absence'],
    ['attention', 'backoffice.calendar.legend.attention'],
  ] as const;
  return (
    <ul className="bo-cal__legend" aria-label={t('backoffice.calendar.legend.label')}>
      {keys.map(([kind, key]) => (
        <li key={kind}>
          <span className={`bo-cal__swatch bo-cal__swatch--${kind}`} aria-hidden="true" />
          {t(key)}
        </li>
      ))}
    </ul>
  );
}

type LaneItem =
  | { kind: 'entry'; range: MinuteRange; entry: CalendarEntry }
  | { kind: 'held'; range: MinuteRange }
  | { kind: 'free'; range: MinuteRange };

const placeStyle = (place: Place): CSSProperties =>
  ({
    '--bo-top': `${place.top}%`,
    '--bo-height': `${place.height}%`,
    '--bo-left': `${place.left}%`,
    '--bo-width': `${place.width}%`,
  }) as CSSProperties;

const span = (range: MinuteRange) => `${minutesToTime(range.from)}–${minutesToTime(range.till)}`;

/** One advisor's day: its summary in words, then the time axis with its list of what happens, in time order. */
const DayLane = observer(function DayLane({
  id,
  advisor,
  day,
  window,
  earliest,
  onShowDay,
}: {
  id: string;
  advisor: string;
  day: CalendarDay;
  window: MinuteRange;
  earliest: number;
  /** In the week: shows this day alone. */
  onShowDay: (() => void) | undefined;
}) {
  const { store } = useBackoffice();
  const { t } = useTranslation();
  const scale = timeScale(window);
  const date = formatDay(day.date, store.culture);
  const busy: LaneItem[] = [
    ...day.consultations.map((entry): LaneItem => ({ kind: 'entry', range: minutesOf(entry), entry })),
    ...day.held.map((held): LaneItem => ({ kind: 'held', range: minutesOf(held) })),
  ];
  const placed = [
    ...placeRanges(busy, (item) => item.range, scale),
    ...placeRanges(
      freeRanges(day, earliest).map((range): LaneItem => ({ kind: 'free', range })),
      (item) => item.range,
      scale,
    ),
  ].sort((a, b) => a.item.range.from - b.item.range.from || a.place.left - b.place.left);
  const summary = daySummary(t, day);
  const headingId = `${id}-day`;
  return (
    <section
      className={`bo-cal__lane${day.absence ? ' bo-cal__lane--absent' : ''}`}
      aria-labelledby={onShowDay ? headingId : undefined}
      aria-label={onShowDay ? undefined : `${advisor}, ${date}`}
    >
      {onShowDay && (
        <h4 id={headingId} className="bo-cal__date">
          <Button variant="link" onClick={onShowDay} aria-label={t('backoffice.calendar.showDay', { date })}>
            {date}
          </Button>
        </h4>
      )}
      <p className={`bo-cal__summary${day.absence ? ' bo-cal__summary--absent' : ''}`}>{summary}</p>
      <div className="bo-cal__track">
        <div className="bo-cal__decor" aria-hidden="true">
          {hourTicks(window).map((minute) => (
            <div
              key={minute}
              className="bo-cal__tick"
              style={{ '--bo-top': `${scale(minute)}%` } as CSSProperties}
            >
              <span>{minutesToTime(minute)}</span>
            </div>
          ))}
          {day.hours.map((block) => (
            <div
              key={block.from}
              className={`bo-cal__hours${block.homeOffice ? ' bo-cal__hours--home' : ''}`}
              style={placeStyle(placeOf(blockMinutes(block), scale))}
            />
          ))}
          {day.absence && <div className="bo-cal__absence" />}
        </div>
        {placed.length > 0 && (
          <ol className="bo-cal__items" aria-label={t('backoffice.calendar.itemsLabel', { advisor, date })}>
            {placed.map(({ item, place }) => (
              <li
                key={`${item.kind}-${item.range.from}-${item.kind === 'entry' ? item.entry.id : ''}`}
                className={`bo-cal__item bo-cal__item--${item.kind}`}
                style={placeStyle(place)}
              >
                <LaneItemContent item={item} />
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
});

function LaneItemContent({ item }: { item: LaneItem }): ReactNode {
  const { t } = useTranslation();
  if (item.kind === 'held') {
    return (
      <span className="bo-cal__block bo-cal__block--held">
        <span className="bo-cal__time">{span(item.range)}</span> {t('backoffice.calendar.held')}
      </span>
    );
  }
  if (item.kind === 'free') {
    return (
      <span className="bo-cal__block bo-cal__block--free">
        <span className="bo-cal__time">{span(item.range)}</span> {t('backoffice.calendar.free')}
      </span>
    );
  }
  const { entry } = item;
  const attention = attentionText(t, entry.attention);
  return (
    <PageLink
      to={{ name: 'consultation', id: entry.id }}
      className={`bo-cal__block bo-cal__entry bo-cal__entry--${entry.status}${attention ? ' bo-cal__entry--attention' : ''}`}
    >
      <span className="bo-cal__time">
        {/* First, so a short block shows it too; the reasons follow in words. */}
        {attention && <span aria-hidden="true">⚠ </span>}
        {span(item.range)}
      </span>{' '}
      <span className="bo-cal__who">{entry.traveller}</span>{' '}
      <span className="bo-cal__what">
        {statusLabel(t, entry.status)} · {modeLabel(t, entry.adviceMode)}
      </span>
      {attention && (
        <>
          {' '}
          <span className="bo-cal__attention">{attention}</span>
        </>
      )}
    </PageLink>
  );
}
