import type { CalendarDay } from '@checkout/shared/contract';
import { freeAt, requestStarts, staffStarts } from './day-fit';

const day = (overrides: Partial<CalendarDay> = {}): CalendarDay => ({
  date: '2030-04-02',
  hours: [
    { from: '09:00', to: '12:00', homeOffice: false },
    { from: '13:00', to: '18:00', homeOffice: true },
  ],
  absence: null,
  consultations: [
    {
      id: 'bk-1',
      reference: 'K7QX2M9P',
      time: '09:00',
      till: '10:00',
      status: 'booked',
      kind: 'slot',
      adviceMode: 'personal',
      traveller: 'Heidi Ammann',
    },
  ],
  held: [{ time: '10:15', till: '11:15' }],
  ...overrides,
});
const MODES = ['personal', 'video', 'phone'] as const;

describe('what fits in an advisor day (issue 46)', () => {
  it('offers a staff booking only wholly inside hours that hold its advice mode, around consultations and holds', () => {
    expect(staffStarts(day(), { modes: MODES, adviceMode: 'personal', earliest: 0 })).toEqual([]);
    expect(staffStarts(day(), { modes: MODES, adviceMode: 'phone', earliest: 0 }).slice(0, 3)).toEqual([
      '13:00',
      '13:15',
      '13:30',
    ]);
    expect(
      staffStarts(day({ absence: { id: 'a', reason: 'Kurs' } }), {
        modes: MODES,
        adviceMode: 'phone',
        earliest: 0,
      }),
    ).toEqual([]);
  });

  it('offers an accepted request any free quarter hour of the window, outside working hours too', () => {
    const starts = requestStarts(day(), 0);
    expect(starts).toContain('07:45');
    expect(starts).toContain('08:00');
    expect(starts).not.toContain('08:15');
    expect(starts).toContain('20:00');
    expect(starts).not.toContain('20:15');
  });

  it('reassigns at the very time: within hours for a booking, outside them for an accepted request', () => {
    const early = { time: '08:00', till: '09:00', adviceMode: 'phone' as const };
    expect(freeAt(day(), early, MODES)).toBe(false);
    expect(freeAt(day(), early, MODES, { withinHours: false })).toBe(true);
    expect(freeAt(day(), { ...early, time: '08:30', till: '09:30' }, MODES, { withinHours: false })).toBe(
      false,
    );
  });
});
