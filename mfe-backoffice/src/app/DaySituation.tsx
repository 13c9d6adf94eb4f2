// An advisor's day in brief, beside a choice of time (a booking for a caller, a move, an accepted request, a
// reassignment): the working hours or the time off in words, then what is taken and what is free, in time order, as
// one list a screen reader reads as the eye does. The calendar shows the same day as a lane.
import { observer } from 'mobx-react-lite';
import type { TFunction } from 'i18next';
import { useTranslation } from '@checkout/shared';
import type { CalendarDay } from '@checkout/shared/contract';
import { minutesToTime, type MinuteRange } from '@checkout/shared/dates';
import { useBackoffice } from './context';
import { freeRanges, minutesOf } from './day-fit';
import { formatDay } from './format';
import './day-situation.css';

/** The day's hours in words ('Arbeitszeit 09:00–12:00, 13:00–18:00 (Homeoffice)'), or its time off, or none. */
export function daySummary(t: TFunction, day: CalendarDay): string {
  if (day.absence) return t('backoffice.calendar.absent', { reason: day.absence.reason });
  const hours = day.hours
    .map(
      (block) =>
        `${block.from}–${block.to}${block.homeOffice ? ` (${t('backoffice.calendar.homeOffice')})` : ''}`,
    )
    .join(', ');
  return hours ? t('backoffice.calendar.hours', { hours }) : t('backoffice.calendar.dayOff');
}

type Item =
  | { kind: 'taken'; range: MinuteRange; text: string }
  | { kind: 'held'; range: MinuteRange }
  | { kind: 'free'; range: MinuteRange };

const span = (range: MinuteRange) => `${minutesToTime(range.from)}–${minutesToTime(range.till)}`;

export const DaySituation = observer(function DaySituation({
  advisor,
  day,
  earliest,
  current,
  headingLevel = 3,
}: {
  /** The advisor's name. */
  advisor: string;
  day: CalendarDay;
  /** Free time is shown from this minute on (none on a past day). */
  earliest: number;
  /** The consultation being changed, named as such in the list. */
  current?: string;
  /** Its title's level under the heading of what it stands in. */
  headingLevel?: 3 | 4;
}) {
  const { store } = useBackoffice();
  const { t } = useTranslation();
  const items: Item[] = [
    ...day.consultations.map((entry): Item => ({
      kind: 'taken',
      range: minutesOf(entry),
      text: entry.id === current ? t('backoffice.situation.this') : entry.traveller,
    })),
    ...day.held.map((held): Item => ({ kind: 'held', range: minutesOf(held) })),
    ...freeRanges(day, earliest).map((range): Item => ({ kind: 'free', range })),
  ].sort((a, b) => a.range.from - b.range.from);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const title = t('backoffice.situation.title', { advisor, date: formatDay(day.date, store.culture) });
  return (
    <section className="bo-situation" aria-label={title}>
      <Heading className="bo-situation__title">{title}</Heading>
      <p className={`bo-situation__summary${day.absence ? ' bo-situation__summary--absent' : ''}`}>
        {daySummary(t, day)}
      </p>
      {items.length > 0 && (
        <ol className="bo-situation__items">
          {items.map((item, index) => (
            <li
              key={`${item.kind}-${item.range.from}-${index}`}
              className={`bo-situation__item bo-situation__item--${item.kind}`}
            >
              <span className="bo-situation__time">{span(item.range)}</span>{' '}
              {item.kind === 'taken'
                ? item.text
                : t(item.kind === 'held' ? 'backoffice.calendar.held' : 'backoffice.calendar.free')}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
});
