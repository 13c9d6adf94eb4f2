import { ApiError } from '@checkout/shared';
import type {
  CalendarDay,
  ConsultationDetail,
  ConsultationRow,
  StaffCalendar,
  StaffCalendarQuery,
} from '@checkout/shared/contract';
import { branchDayOf, office } from '../testing/branch-day';
import { ABSENCE_RESPONSE } from '../testing/fixtures';
import { CollisionsModel } from './collisions-model';

/** Anna's personal consultation on Tuesday 10:00-11:00 and her video one on Thursday 15:00-16:00, Anna away. */
const [TIM, ALINE] = ABSENCE_RESPONSE.collisions as [ConsultationRow, ConsultationRow];
/** A second consultation of Anna's on Tuesday, 14:00-15:00 by phone. */
const AFTERNOON: ConsultationRow = {
  ...TIM,
  id: 'c-afternoon',
  reference: 'F3W7KQ2N',
  time: '14:00',
  till: '15:00',
  adviceMode: 'phone',
};

/** The branch's day: Anna away, Luca 08-12 and 13-17 in the office, Sophie 10-15 from home; Marc of Bern 08-18. */
const branchDay = (date: string, patch: Record<string, Partial<CalendarDay>> = {}): StaffCalendar =>
  branchDayOf(
    date,
    {
      'adv-anna': { hours: [office('09:00', '18:00')], absence: { id: 'abs', reason: 'Kurs' } },
      'adv-luca': { hours: [office('08:00', '12:00'), office('13:00', '17:00')] },
      'adv-sophie': { hours: [office('10:00', '15:00', true)] },
      'adv-marc': { hours: [office('08:00', '18:00')] },
    },
    patch,
  );

const detailOf = (row: ConsultationRow, fromRequest: boolean): ConsultationDetail => ({
  ...row,
  message: '',
  createdAt: '2026-02-20T10:00:00Z',
  can: { cancel: true, reassign: true, markOutcome: false, answer: false },
  audit: [],
  ...(fromRequest ? { fromRequest: true } : {}),
});

function model(
  rows: ConsultationRow[],
  {
    calendar = async (query: StaffCalendarQuery) => branchDay(query.date),
    fromRequest = [] as string[],
    reassigns = true,
  }: {
    calendar?: (query: StaffCalendarQuery) => Promise<StaffCalendar>;
    fromRequest?: string[];
    reassigns?: boolean;
  } = {},
) {
  const api = {
    calendar: jest.fn(calendar),
    consultation: jest.fn(async (id: string) => {
      const row = rows.find((r) => r.id === id)!;
      return detailOf(row, fromRequest.includes(id));
    }),
  };
  return { model: new CollisionsModel({ api, rows, reassigns }), api };
}

const names = (m: CollisionsModel, row: ConsultationRow) => m.colleaguesOf(row)?.map((a) => a.name) ?? null;

describe("the colleagues a colliding consultation can go to (time off's and working hours' collisions)", () => {
  it("asks the branch's calendar once per day shown and offers those of the mode who work and are free then", async () => {
    const { model: m, api } = model([TIM, AFTERNOON, ALINE]);
    expect(names(m, TIM)).toBeNull();
    expect(m.answerOf(TIM).loading).toBe(true);
    await m.load();
    expect(api.calendar.mock.calls.map(([query]) => query)).toEqual([
      { date: '2026-03-10', days: 1, agencyId: 'agency-zurich' },
      { date: '2026-03-12', days: 1, agencyId: 'agency-zurich' },
    ]);
    // In person: Luca (Sophie offers no personal, Marc is of Bern, Anna is the one away).
    expect(names(m, TIM)).toEqual(['Luca Rossi']);
    // By phone at 14:00: Luca and Sophie, from home.
    expect(names(m, AFTERNOON)).toEqual(['Luca Rossi', 'Sophie Dubois']);
    // By video at 15:00: Sophie's hours end then, Luca offers no video: nobody. The consultation was asked whether
    // it was a request, since Sophie is free then outside her hours; the others were not.
    expect(names(m, ALINE)).toEqual([]);
    expect(api.consultation.mock.calls).toEqual([[ALINE.id]]);
  });

  it('offers nobody taken, held or away at that time', async () => {
    const taken = { time: '10:30', till: '11:30' };
    const { model: m } = model([TIM, AFTERNOON], {
      calendar: async (query) =>
        branchDay(query.date, {
          'adv-luca': {
            consultations: [
              {
                id: 'x',
                reference: 'T4KNV8QS',
                status: 'booked',
                kind: 'slot',
                adviceMode: 'phone',
                traveller: 'Urs Vogel',
                ...taken,
              },
            ],
          },
          'adv-sophie': { held: [{ time: '14:45', till: '15:45' }] },
        }),
    });
    await m.load();
    expect(names(m, TIM)).toEqual([]);
    expect(names(m, AFTERNOON)).toEqual(['Luca Rossi']);
    const { model: away } = model([AFTERNOON], {
      calendar: async (query) =>
        branchDay(query.date, { 'adv-luca': { absence: { id: 'a', reason: 'Ferien' } } }),
    });
    await away.load();
    expect(names(away, AFTERNOON)).toEqual(['Sophie Dubois']);
  });

  it("offers an accepted request's colleagues free at its time outside their working hours too", async () => {
    const { model: m } = model([ALINE], { fromRequest: [ALINE.id] });
    await m.load();
    expect(names(m, ALINE)).toEqual(['Sophie Dubois']);
  });

  it('keeps the failure of a day with its retry, and asks the day again after a reassignment while another is left', async () => {
    const calendar = jest
      .fn<Promise<StaffCalendar>, [StaffCalendarQuery]>()
      .mockRejectedValueOnce(new ApiError(503, { error: 'internal', message: 'Kalender nicht erreichbar.' }))
      .mockImplementation(async (query) => branchDay(query.date));
    const { model: m } = model([TIM, AFTERNOON], { calendar });
    await m.load();
    const answer = m.answerOf(TIM);
    expect(answer.error).toBeInstanceOf(ApiError);
    expect(answer.loading).toBe(false);
    await answer.retry();
    expect(names(m, TIM)).toEqual(['Luca Rossi']);
    expect(calendar).toHaveBeenCalledTimes(2);

    // Reassigned to Luca: the day is asked again for the afternoon's consultation, its choice kept meanwhile.
    const again = m.reassigned(TIM, true);
    expect(names(m, AFTERNOON)).toEqual(['Luca Rossi', 'Sophie Dubois']);
    await again;
    expect(calendar).toHaveBeenCalledTimes(3);
    expect(m.left).toBe(1);
    // Refused (taken meanwhile): still to settle, and its day is asked again.
    await m.reassigned(AFTERNOON, false);
    expect(calendar).toHaveBeenCalledTimes(4);
    expect(m.left).toBe(1);
    // Cancelled: settled, none left.
    m.settle(AFTERNOON);
    expect(m.left).toBe(0);
  });

  it('asks nothing for a member who may not reassign (an advisor)', async () => {
    const { model: m, api } = model([TIM], { reassigns: false });
    await m.load();
    expect(api.calendar).not.toHaveBeenCalled();
    expect(m.left).toBe(1);
  });
});
