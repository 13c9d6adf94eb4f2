import { ApiError } from '@checkout/shared';
import type {
  CalendarDay,
  CalendarEntry,
  ConsultationDetail,
  StaffCalendar,
  StaffCalendarQuery,
} from '@checkout/shared/contract';
import { fixedClock } from '@checkout/shared/dates';
import { branchDayOf, office } from '../../testing/branch-day';
import { BOOKED_DETAIL, REQUEST_DETAIL } from '../../testing/fixtures';
import { TimeChangeModel, type TimeChangeModelOptions, type TimeTask } from './time-change-model';

/** Wednesday 4 March 2026, 10:00 in Zurich. */
const clock = fixedClock('2026-03-04T10:00:00+01:00');

const entry = (id: string, time: string, till: string): CalendarEntry => ({
  id,
  reference: 'A2B4RVJN',
  time,
  till,
  status: 'booked',
  kind: 'slot',
  adviceMode: 'personal',
  traveller: 'Jonas Weber',
});

/** The branch's day: Anna 09-12 and 13-15 from home with this very consultation at 14:00, Luca 13-17 busy 15-16. */
const branchDay = (date: string, patch: Record<string, Partial<CalendarDay>> = {}): StaffCalendar =>
  branchDayOf(
    date,
    {
      'adv-anna': {
        hours: [office('09:00', '12:00'), office('13:00', '15:00', true)],
        consultations: [entry(BOOKED_DETAIL.id, '14:00', '15:00')],
      },
      'adv-luca': { hours: [office('13:00', '17:00')], consultations: [entry('c-2', '15:00', '16:00')] },
      'adv-sophie': { hours: [office('08:00', '18:00', true)] },
      'adv-marc': { hours: [office('08:00', '18:00')] },
    },
    patch,
  );

function model(
  task: TimeTask,
  detail: ConsultationDetail = BOOKED_DETAIL,
  patch: Partial<TimeChangeModelOptions> = {},
) {
  let keys = 0;
  const api = {
    calendar: jest.fn(async (query: StaffCalendarQuery) => branchDay(query.date)),
    move: jest.fn(async () => detail),
    accept: jest.fn(async () => detail),
    reassign: jest.fn(async () => detail),
  };
  return {
    model: new TimeChangeModel({ api, detail, task, clock, newKey: () => `key-${++keys}`, ...patch }),
    api,
  };
}

const startsOf = (m: TimeChangeModel) =>
  Object.fromEntries(m.candidates.map((candidate) => [candidate.advisor.id, candidate.starts]));

describe("a consultation's change of time or advisor", () => {
  it("moves within the branch's working hours that offer its mode, its own time neither taken nor offered", async () => {
    const { model: m, api } = model('move');
    await m.load();
    expect(api.calendar).toHaveBeenCalledWith({ date: '2026-03-04', days: 1, agencyId: 'agency-zurich' });
    // In person: Anna not from home in the afternoon, Sophie never (no personal), Marc not of this branch.
    expect(startsOf(m)).toEqual({
      'adv-anna': ['10:15', '10:30', '10:45', '11:00'],
      'adv-luca': ['13:00', '13:15', '13:30', '13:45', '14:00', '16:00'],
    });
    expect(m.initialValues).toEqual({ advisorId: 'adv-anna', date: '2026-03-04', time: '' });
    expect(m.errorsOf({ advisorId: 'adv-luca', date: '2026-03-04', time: '14:15' })).toEqual({
      time: 'validation.slotUnavailable',
    });
    expect(m.errorsOf({ advisorId: 'adv-luca', date: '2026-03-04', time: '14:00' })).toEqual({});
  });

  it('reassigns to those who work and are free at its very time', async () => {
    const { model: m } = model('reassign');
    await m.load();
    expect(startsOf(m)).toEqual({ 'adv-luca': ['14:00'] });
    expect(m.errorsOf({ advisorId: 'adv-anna', date: '2026-03-04', time: '14:00' })).toEqual({
      advisorId: 'validation.slotUnavailable',
    });
  });

  it('accepts a request at any free quarter hour from 07:00 to 21:00 of advisors offering its mode, the wish first', async () => {
    const { model: m } = model('accept', REQUEST_DETAIL);
    await m.load();
    expect(m.date).toBe('2026-03-06');
    expect(m.candidates.map((c) => c.advisor.id)).toEqual(['adv-anna', 'adv-sophie']);
    expect(m.startsFor('adv-anna')).not.toContain('13:15');
    expect(m.startsFor('adv-sophie').slice(0, 2)).toEqual(['07:00', '07:15']);
    expect(m.startsFor('adv-sophie').at(-1)).toBe('20:00');
    expect(m.initialValues).toEqual({ advisorId: '', date: '2026-03-06', time: '17:30' });
  });

  it('drops the late answer of an earlier day, and asks again after a collision with the same key kept for a retry', async () => {
    const pending: Array<(calendar: StaffCalendar) => void> = [];
    const calendar = jest.fn(
      (query: StaffCalendarQuery) =>
        new Promise<StaffCalendar>((resolve) => pending.push(() => resolve(branchDay(query.date)))),
    );
    const move = jest
      .fn()
      .mockRejectedValueOnce(new ApiError(0, { error: 'internal', message: 'offline' }))
      .mockRejectedValueOnce(new ApiError(409, { error: 'slot_taken', message: 'Überschneidet sich.' }));
    const { model: m } = model('move', BOOKED_DETAIL, {
      api: { calendar, move, accept: jest.fn(), reassign: jest.fn() },
    });
    const first = m.load();
    const second = m.follow('2026-03-05');
    pending[1]!(branchDay('2026-03-05'));
    await second;
    pending[0]!(branchDay('2026-03-04'));
    await first;
    expect(m.calendar.value?.days).toEqual(['2026-03-05']);
    m.review({ advisorId: 'adv-luca', date: '2026-03-05', time: '13:00' });
    await m.confirm();
    const again = m.confirm();
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    pending[2]!(branchDay('2026-03-05'));
    await again;
    expect(move.mock.calls.map((call) => call[2])).toEqual(['key-1', 'key-1']);
    expect(m.attempt.collided).toBe(true);
    expect(calendar).toHaveBeenCalledTimes(3);
    expect(m.calendar.value?.days).toEqual(['2026-03-05']);
  });
});
