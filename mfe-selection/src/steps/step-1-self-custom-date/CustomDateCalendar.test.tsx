import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '@checkout/dev-kit/testing';
import { parseDate } from '@checkout/shared/dates';
import { useState } from 'react';
import { CustomDateCalendar } from './CustomDateCalendar';

function Harness({ today, initial = '' }: { today: string; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <CustomDateCalendar today={parseDate(today)} value={value} onChange={setValue} culture="de-CH" />
      <output aria-label="Wert">{value}</output>
    </>
  );
}

const grid = () => screen.getByRole('grid');
const day = (label: string) => within(grid()).getByRole('button', { name: label });
const isDisabled = (label: string) => day(label).getAttribute('aria-disabled') === 'true';

/** The days of the week starting today (2..9 March 2026 around a Monday) that can be chosen, by day number. */
function choosableDays(labels: string[]): string[] {
  return labels.filter((label) => !isDisabled(label)).map((label) => label.split(', ')[1]!.split('.')[0]!);
}

const MARCH = [
  'Montag, 2. März 2026',
  'Dienstag, 3. März 2026',
  'Mittwoch, 4. März 2026',
  'Donnerstag, 5. März 2026',
  'Freitag, 6. März 2026',
  'Samstag, 7. März 2026',
  'Sonntag, 8. März 2026',
  'Montag, 9. März 2026',
  'Dienstag, 10. März 2026',
  'Mittwoch, 11. März 2026',
  'Donnerstag, 12. März 2026',
  'Freitag, 13. März 2026',
  'Samstag, 14. März 2026',
  'Sonntag, 15. März 2026',
];

describe('CustomDateCalendar', () => {
  it('shows the month as a grid of days with full spoken labels, Monday first', () => {
    renderWithI18n(<Harness today="20.11.2026" />);
    expect(screen.getByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
    expect(day('Montag, 23. November 2026')).toHaveTextContent('23');
    const headers = within(grid()).getAllByRole('columnheader');
    expect(headers).toHaveLength(7);
    expect(headers[0]).toHaveAttribute('abbr', 'Montag');
    expect(headers[6]).toHaveAttribute('abbr', 'Sonntag');
    // 1 November 2026 is a Sunday: it sits in the last column of the first week.
    const firstWeek = within(grid()).getAllByRole('row')[1]!;
    expect(within(firstWeek).getAllByRole('button')).toHaveLength(1);
  });

  it.each([
    // today and tomorrow disabled; Sundays always disabled
    ['Montag', '02.03.2026', ['4', '5', '6', '7', '9', '10', '11', '12', '13', '14']],
    ['Dienstag', '03.03.2026', ['5', '6', '7', '9', '10', '11', '12', '13', '14']],
    ['Mittwoch', '04.03.2026', ['6', '7', '9', '10', '11', '12', '13', '14']],
    ['Donnerstag', '05.03.2026', ['7', '9', '10', '11', '12', '13', '14']],
    // Friday: today, tomorrow (Saturday) and the Monday disabled
    ['Freitag', '06.03.2026', ['10', '11', '12', '13', '14']],
    // Saturday: today and the day after tomorrow (Monday) disabled
    ['Samstag', '07.03.2026', ['10', '11', '12', '13', '14']],
    // Sunday: today and tomorrow disabled
    ['Sonntag', '08.03.2026', ['10', '11', '12', '13', '14']],
  ])('on a %s (%s) offers exactly the spec days', (_name, today, expected) => {
    renderWithI18n(<Harness today={today} />);
    expect(choosableDays(MARCH)).toEqual(expected);
    expect(isDisabled('Montag, 2. März 2026')).toBe(true);
  });

  it('ignores a click on a disabled day and toggles a chosen one', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness today="06.03.2026" />);
    await user.click(day('Montag, 9. März 2026'));
    expect(screen.getByRole('status', { name: 'Wert' })).toHaveTextContent('');
    await user.click(day('Dienstag, 10. März 2026'));
    expect(screen.getByRole('status', { name: 'Wert' })).toHaveTextContent('10.03.2026');
    expect(day('Dienstag, 10. März 2026').closest('td')).toHaveAttribute('aria-selected', 'true');
    await user.click(day('Dienstag, 10. März 2026'));
    expect(screen.getByRole('status', { name: 'Wert' })).toHaveTextContent('');
  });

  it('changes month with the buttons but never before the current month', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness today="20.11.2026" />);
    const previous = screen.getByRole('button', { name: 'Vorheriger Monat' });
    expect(previous).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Nächster Monat' }));
    expect(screen.getByRole('grid', { name: 'Dezember 2026' })).toBeInTheDocument();
    expect(previous).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Nächster Monat' }));
    expect(screen.getByRole('grid', { name: 'Januar 2027' })).toBeInTheDocument();
    await user.click(previous);
    await user.click(previous);
    expect(screen.getByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
    expect(previous).toBeDisabled();
  });

  it('opens on the month of the first choosable day', () => {
    // Saturday 28 November: 29 is a Sunday, 30 the blocked Monday; 1 December is the first choice.
    renderWithI18n(<Harness today="28.11.2026" />);
    expect(screen.getByRole('grid', { name: 'Dezember 2026' })).toBeInTheDocument();
    expect(day('Dienstag, 1. Dezember 2026')).toHaveAttribute('tabindex', '0');
  });

  it('moves through the grid with the arrow keys, across months, and chooses with Enter', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness today="20.11.2026" />);
    // Friday 20: the first choosable day is Tuesday 24 (Saturday 21 and Monday 23 blocked, 22 a Sunday).
    const first = day('Dienstag, 24. November 2026');
    expect(first).toHaveAttribute('tabindex', '0');
    expect(
      within(grid())
        .getAllByRole('button')
        .filter((b) => b.tabIndex === 0),
    ).toHaveLength(1);
    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(day('Mittwoch, 25. November 2026')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(day('Montag, 23. November 2026')).toHaveFocus();
    await user.keyboard('{End}');
    expect(day('Sonntag, 29. November 2026')).toHaveFocus();
    await user.keyboard('{Home}{ArrowDown}');
    expect(day('Montag, 30. November 2026')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('grid', { name: 'Dezember 2026' })).toBeInTheDocument();
    expect(day('Montag, 7. Dezember 2026')).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
    expect(day('Montag, 23. November 2026')).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(day('Mittwoch, 23. Dezember 2026')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'Wert' })).toHaveTextContent('23.12.2026');
  });

  it('changes month on a horizontal swipe of at least 10 px', () => {
    renderWithI18n(<Harness today="20.11.2026" />);
    const swipe = (fromX: number, toX: number, toY = 100) => {
      fireEvent.touchStart(grid(), { touches: [{ clientX: fromX, clientY: 100 }] });
      fireEvent.touchEnd(grid(), { changedTouches: [{ clientX: toX, clientY: toY }] });
    };
    swipe(200, 191);
    expect(screen.getByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
    swipe(200, 190);
    expect(screen.getByRole('grid', { name: 'Dezember 2026' })).toBeInTheDocument();
    // A mostly vertical move scrolls the page, it does not change the month.
    swipe(200, 180, 160);
    expect(screen.getByRole('grid', { name: 'Dezember 2026' })).toBeInTheDocument();
    swipe(100, 150);
    expect(screen.getByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
    // Not before the current month.
    swipe(100, 150);
    expect(screen.getByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
  });

  /**
   * A finger on a day, as a phone's browser reports it: pointer and touch events, then, unless the touch's end
   * was cancelled (preventDefault), the click of a tap on the element the touch began on.
   */
  function touch(target: HTMLElement, from: { x: number; y: number }, to: { x: number; y: number }) {
    fireEvent.pointerDown(target, { pointerType: 'touch', clientX: from.x, clientY: from.y });
    fireEvent.touchStart(target, { touches: [{ clientX: from.x, clientY: from.y }] });
    fireEvent.pointerUp(target, { pointerType: 'touch', clientX: to.x, clientY: to.y });
    const clickFollows = fireEvent.touchEnd(target, { changedTouches: [{ clientX: to.x, clientY: to.y }] });
    if (clickFollows) fireEvent.click(target);
  }

  it.each([
    ['to the left', 200, 150, 'Dezember 2026'],
    ['to the right, by 10 px', 160, 170, 'November 2026'],
  ])(
    'a swipe %s that starts on a day changes the month without picking the day',
    (_how, fromX, toX, month) => {
      renderWithI18n(<Harness today="20.11.2026" />);
      if (month === 'November 2026') fireEvent.click(screen.getByRole('button', { name: 'Nächster Monat' }));
      const start = day(
        month === 'November 2026' ? 'Dienstag, 29. Dezember 2026' : 'Dienstag, 24. November 2026',
      );
      touch(start, { x: fromX, y: 100 }, { x: toX, y: 104 });
      expect(screen.getByRole('grid', { name: month })).toBeInTheDocument();
      expect(screen.getByRole('status', { name: 'Wert' }).textContent).toBe('');
    },
  );

  it('a tap still picks the day, also right after a swipe', () => {
    renderWithI18n(<Harness today="20.11.2026" />);
    touch(day('Montag, 23. November 2026'), { x: 200, y: 100 }, { x: 150, y: 100 });
    expect(screen.getByRole('grid', { name: 'Dezember 2026' })).toBeInTheDocument();
    // A finger that moves less than 10 px is a tap.
    touch(day('Montag, 14. Dezember 2026'), { x: 100, y: 100 }, { x: 106, y: 103 });
    expect(screen.getByRole('status', { name: 'Wert' })).toHaveTextContent('14.12.2026');
    expect(screen.getByRole('grid', { name: 'Dezember 2026' })).toBeInTheDocument();
  });

  it('a mouse click after a swipe picks its day', () => {
    renderWithI18n(<Harness today="20.11.2026" />);
    touch(day('Montag, 23. November 2026'), { x: 200, y: 100 }, { x: 150, y: 100 });
    const tuesday = day('Dienstag, 15. Dezember 2026');
    fireEvent.pointerDown(tuesday, { pointerType: 'mouse' });
    fireEvent.click(tuesday);
    expect(screen.getByRole('status', { name: 'Wert' })).toHaveTextContent('15.12.2026');
  });

  it('Enter after a swipe picks the focused day', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness today="20.11.2026" />);
    touch(day('Montag, 23. November 2026'), { x: 200, y: 100 }, { x: 150, y: 100 });
    day('Dienstag, 15. Dezember 2026').focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'Wert' })).toHaveTextContent('15.12.2026');
  });
});
