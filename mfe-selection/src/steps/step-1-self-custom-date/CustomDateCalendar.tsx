// The month calendar of step 1 self: a grid of days with spoken labels, the disabled days of spec section 5,
// previous/next month buttons, arrow keys within the grid and a swipe of at least 10 px to change month.
import { Button, useTranslation, type Culture } from '@checkout/shared';
import {
  addDays,
  firstCustomDate,
  formatDate,
  isCustomDateDisabled,
  isoWeekday,
  isSameDate,
  parseDate,
  type CalendarDate,
} from '@checkout/shared/dates';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type TouchEvent,
} from 'react';
import {
  addMonths,
  compareMonths,
  isInMonth,
  monthOf,
  monthTitle,
  monthWeeks,
  spokenDate,
  weekdayNames,
  type CalendarMonth,
} from './calendar-month';

/** Minimum horizontal swipe that changes the month (spec section 9). */
export const MIN_SWIPE_PX = 10;

export interface CustomDateCalendarProps {
  /** Today in Europe/Zurich, from the injected clock. */
  today: CalendarDate;
  /** The chosen day, dd.mm.yyyy; '' when none. */
  value: string;
  /** Called with the chosen day (dd.mm.yyyy), or '' when the chosen day is picked again. */
  onChange: (value: string) => void;
  culture: Culture;
}

const ARROW_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

export function CustomDateCalendar({ today, value, onChange, culture }: CustomDateCalendarProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const selected = value === '' ? null : parseDate(value);
  const [focused, setFocused] = useState<CalendarDate>(() => selected ?? firstCustomDate(today));
  const [month, setMonth] = useState<CalendarMonth>(() => monthOf(focused));
  const moveFocus = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  // A swipe that began on a day must not also pick it: the click a browser may send after the touch is dropped.
  const swiped = useRef(false);

  const earliestMonth = monthOf(today);
  const canGoBack = compareMonths(month, earliestMonth) > 0;

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  });

  const showMonth = (next: CalendarMonth) => {
    if (compareMonths(next, earliestMonth) < 0) return;
    setMonth(next);
    // Keep the roving focus inside the month shown: its first choosable day, else its first day.
    const days = monthWeeks(next)
      .flat()
      .filter((d): d is CalendarDate => d !== null);
    const inMonth = selected && isInMonth(selected, next) ? selected : undefined;
    setFocused(inMonth ?? days.find((d) => !isCustomDateDisabled(d, today)) ?? days[0]!);
  };

  const focusDay = (day: CalendarDate) => {
    if (compareMonths(monthOf(day), earliestMonth) < 0) return;
    setFocused(day);
    if (!isInMonth(day, month)) setMonth(monthOf(day));
    moveFocus.current = true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: CalendarDate) => {
    const step = ARROW_STEPS[event.key];
    const dayOfWeek = isoWeekday(day) - 1;
    let target: CalendarDate | null = null;
    if (step !== undefined) target = addDays(day, step);
    else if (event.key === 'Home') target = addDays(day, -dayOfWeek);
    else if (event.key === 'End') target = addDays(day, 6 - dayOfWeek);
    else if (event.key === 'PageUp' || event.key === 'PageDown') {
      const next = addMonths(monthOf(day), event.key === 'PageUp' ? -1 : 1);
      const lastDay = new Date(Date.UTC(next.year, next.month, 0)).getUTCDate();
      target = { ...next, day: Math.min(day.day, lastDay) };
    }
    if (!target) return;
    event.preventDefault();
    focusDay(target);
  };

  const choose = (day: CalendarDate) => {
    if (swiped.current) {
      swiped.current = false;
      return;
    }
    if (isCustomDateDisabled(day, today)) return;
    const dateString = formatDate(day);
    setFocused(day);
    onChange(dateString === value ? '' : dateString);
  };

  const onTouchStart = (event: TouchEvent) => {
    swiped.current = false;
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (Math.abs(dx) < MIN_SWIPE_PX || Math.abs(dx) < Math.abs(dy)) return;
    // The swipe is not a tap: no click (and no day picked) follows it.
    event.preventDefault();
    swiped.current = true;
    // Swiping to the left brings the next month in, as on a phone's calendar.
    showMonth(addMonths(month, dx < 0 ? 1 : -1));
  };
  // A mouse, a pen or a key starts a choice of its own: a swipe before it does not hold it back.
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') swiped.current = false;
  };

  return (
    <div
      className="ck-calendar"
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
      onPointerDown={onPointerDown}
      onKeyDown={() => {
        swiped.current = false;
      }}
    >
      <div className="ck-calendar__header">
        <Button
          variant="secondary"
          aria-label={t('step1self.date.previousMonth')}
          disabled={!canGoBack}
          onClick={() => showMonth(addMonths(month, -1))}
        >
          ‹
        </Button>
        <h3 id={titleId} className="ck-calendar__title" aria-live="polite">
          {monthTitle(month, culture)}
        </h3>
        <Button
          variant="secondary"
          aria-label={t('step1self.date.nextMonth')}
          onClick={() => showMonth(addMonths(month, 1))}
        >
          ›
        </Button>
      </div>
      <table ref={grid} role="grid" aria-labelledby={titleId} className="ck-calendar__grid">
        <thead>
          <tr>
            {weekdayNames(culture).map((name) => (
              <th key={name.long} scope="col" abbr={name.long}>
                {name.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, row) => (
            <tr key={row}>
              {week.map((day, column) => {
                if (!day) return <td key={column} />;
                const disabled = isCustomDateDisabled(day, today);
                const isSelected = selected !== null && isSameDate(day, selected);
                return (
                  <td key={column} aria-selected={isSelected}>
                    <button
                      type="button"
                      className="ck-calendar__day"
                      aria-label={spokenDate(day, culture)}
                      aria-disabled={disabled || undefined}
                      aria-current={isSameDate(day, today) ? 'date' : undefined}
                      tabIndex={isSameDate(day, focused) ? 0 : -1}
                      onClick={() => choose(day)}
                      onKeyDown={(event) => onKeyDown(event, day)}
                    >
                      {day.day}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
