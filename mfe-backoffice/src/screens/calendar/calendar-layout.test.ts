import type { CalendarDay, StaffCalendar } from '@checkout/shared/contract';
import { freeRanges, hourTicks, placeRanges, timeScale, timeWindowOf } from './calendar-layout';

const day = (patch: Partial<CalendarDay> = {}): CalendarDay => ({
  date: '2026-03-04',
  hours: [
    { from: '09:00', to: '12:00', homeOffice: false },
    { from: '13:00', to: '18:00', homeOffice: false },
  ],
  absence: null,
  consultations: [],
  held: [],
  ...patch,
});

const entry = (time: string, till: string) => ({
  id: time,
  reference: 'A2B4RVJN',
  time,
  till,
  status: 'booked' as const,
  kind: 'slot' as const,
  adviceMode: 'video' as const,
  traveller: 'Jonas Weber',
});

const calendarOf = (days: CalendarDay[]): StaffCalendar => ({
  days: days.map((d) => d.date),
  advisors: [{ id: 'adv-anna', name: 'Anna Meier', agencyId: 'agency-zurich', modes: ['video'], days }],
  requests: [],
});

describe("the calendar's layout", () => {
  it('shows whole hours from the earliest to the latest thing of any day, at least 08:00 to 18:00', () => {
    expect(timeWindowOf(calendarOf([day()]))).toEqual({ from: 480, till: 1080 });
    const late = day({
      consultations: [entry('18:30', '19:30')],
      hours: [{ from: '07:00', to: '12:00', homeOffice: false }],
    });
    expect(timeWindowOf(calendarOf([late]))).toEqual({ from: 420, till: 1200 });
    expect(hourTicks({ from: 480, till: 600 })).toEqual([480, 540, 600]);
    const evening = day({ hours: [{ from: '18:00', to: '24:00', homeOffice: true }] });
    expect(timeWindowOf(calendarOf([evening]))).toEqual({ from: 480, till: 1440 });
    expect(freeRanges(evening)).toEqual([{ from: 1080, till: 1440 }]);
  });

  it('places a range by its minutes on the d3 scale, in percent of the lane', () => {
    const scale = timeScale({ from: 480, till: 1080 });
    const [placed] = placeRanges([entry('09:00', '10:00')], () => ({ from: 540, till: 600 }), scale);
    expect(placed?.place).toEqual({ top: 10, height: 10, left: 0, width: 100 });
  });

  it('sets overlapping consultations side by side and the rest full width', () => {
    const scale = timeScale({ from: 480, till: 1080 });
    const ranges = [
      { from: 600, till: 660 },
      { from: 630, till: 690 },
      { from: 690, till: 750 },
      { from: 660, till: 720 },
    ];
    const places = placeRanges(ranges, (r) => r, scale).map(({ place }) => [place.left, place.width]);
    // 10:00 and 10:30 overlap; 11:00 takes the first column again beside 10:30; 11:30 overlaps 11:00.
    expect(places).toEqual([
      [0, 50],
      [50, 50],
      [50, 50],
      [0, 50],
    ]);
    expect(placeRanges([{ from: 900, till: 960 }], (r) => r, scale)[0]?.place.width).toBe(100);
  });

  it('finds the free time of the working hours, on the quarter hour, none while away', () => {
    const busy = day({ consultations: [entry('09:00', '10:00')], held: [{ time: '11:00', till: '12:00' }] });
    expect(freeRanges(busy)).toEqual([
      { from: 600, till: 660 },
      { from: 780, till: 1080 },
    ]);
    expect(freeRanges(busy, 14 * 60 + 5)).toEqual([{ from: 855, till: 1080 }]);
    expect(freeRanges(day({ absence: { id: 'abs-1', reason: 'Ferien' } }))).toEqual([]);
    expect(freeRanges(day({ hours: [] }))).toEqual([]);
  });
});
