import type { StaffAdvisor, StaffCalendar, StaffCalendarQuery } from '@checkout/shared/contract';
import { fixedClock } from '@checkout/shared/dates';
import { ADVISORS, ADVISOR_MEMBER, BACK_OFFICE_MEMBER, BRANCH_LEAD } from '../../testing/fixtures';
import { CalendarModel, type CalendarModelOptions, type CalendarView } from './calendar-model';

/** Wednesday 4 March 2026, 10:00 in Zurich. */
const clock = fixedClock('2026-03-04T10:00:00+01:00');

const empty = (query: StaffCalendarQuery): StaffCalendar => ({
  days: [query.date],
  advisors: [],
  requests: [],
});

function model(patch: Partial<CalendarModelOptions> = {}) {
  const calendar = jest.fn(async (query: StaffCalendarQuery) => empty(query));
  const loadAdvisors = jest.fn(async (): Promise<StaffAdvisor[]> => ADVISORS);
  const options: CalendarModelOptions = {
    api: { calendar },
    loadAdvisors,
    staff: BRANCH_LEAD,
    clock,
    ...patch,
  };
  return {
    model: new CalendarModel(options),
    calendar: (patch.api?.calendar ?? calendar) as jest.Mock,
    loadAdvisors,
  };
}

describe("the calendar's model", () => {
  it("shows this week of the lead's branch from Monday, and moves by a week, a day, to today", async () => {
    const { model: m, calendar } = model();
    await m.load();
    expect(calendar).toHaveBeenLastCalledWith({ date: '2026-03-02', days: 7, agencyId: 'agency-zurich' });
    await m.next();
    expect(calendar).toHaveBeenLastCalledWith({ date: '2026-03-09', days: 7, agencyId: 'agency-zurich' });
    await m.showDays(1);
    expect(calendar).toHaveBeenLastCalledWith({ date: '2026-03-09', days: 1, agencyId: 'agency-zurich' });
    await m.previous();
    await m.chooseAdvisor('adv-luca');
    expect(calendar).toHaveBeenLastCalledWith({
      date: '2026-03-08',
      days: 1,
      agencyId: 'agency-zurich',
      advisorId: 'adv-luca',
    });
    await m.showToday();
    expect(m.shownDays).toEqual(['2026-03-04']);
    expect(m.advisorChoices.map((a) => a.id)).toEqual(['adv-anna', 'adv-luca', 'adv-sophie']);
  });

  it("asks for the back office's first branch by name, and an advisor for themselves only", async () => {
    const backOffice = model({ staff: BACK_OFFICE_MEMBER });
    await backOffice.model.load();
    expect(backOffice.model.branches.map((b) => b.name)).toEqual([
      'Bern Bärenplatz',
      'Zürich Bahnhofstrasse',
    ]);
    expect(backOffice.calendar).toHaveBeenCalledTimes(1);
    expect(backOffice.calendar).toHaveBeenLastCalledWith({
      date: '2026-03-02',
      days: 7,
      agencyId: 'agency-bern',
    });
    await backOffice.model.chooseBranch('agency-zurich');
    expect(backOffice.calendar).toHaveBeenLastCalledWith({
      date: '2026-03-02',
      days: 7,
      agencyId: 'agency-zurich',
    });

    const advisor = model({ staff: ADVISOR_MEMBER });
    await advisor.model.load();
    expect(advisor.loadAdvisors).not.toHaveBeenCalled();
    await advisor.model.chooseAdvisor('adv-luca');
    expect(advisor.calendar.mock.calls).toEqual([[{ date: '2026-03-02', days: 7, advisorId: 'adv-anna' }]]);
  });

  it('drops the late answer of an earlier week', async () => {
    const answers = new Map<string, (calendar: StaffCalendar) => void>();
    const calendar = jest.fn(
      (query: StaffCalendarQuery) =>
        new Promise<StaffCalendar>((resolve) => answers.set(query.date, resolve)),
    );
    const { model: m } = model({ api: { calendar } });
    const first = m.load();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const second = m.next();
    answers.get('2026-03-09')!({ ...empty({ date: '2026-03-09' }), days: ['2026-03-09'] });
    await second;
    answers.get('2026-03-02')!({ ...empty({ date: '2026-03-02' }), days: ['2026-03-02'] });
    await first;
    expect(m.value?.days).toEqual(['2026-03-09']);
  });

  it('keeps the failure and retries what failed: the advisors, then the calendar', async () => {
    const loadAdvisors = jest.fn<Promise<StaffAdvisor[]>, []>().mockRejectedValueOnce(new Error('down'));
    loadAdvisors.mockResolvedValue(ADVISORS);
    const calendar = jest
      .fn<Promise<StaffCalendar>, [StaffCalendarQuery]>()
      .mockRejectedValueOnce(new Error('busy'));
    calendar.mockImplementation(async (query) => empty(query));
    const { model: m } = model({ loadAdvisors, api: { calendar } });
    await m.load();
    expect(m.error).toEqual(new Error('down'));
    expect(calendar).not.toHaveBeenCalled();
    await m.retry();
    expect(m.error).toEqual(new Error('busy'));
    await m.retry();
    expect(m.error).toBeNull();
    expect(m.value).not.toBeNull();
    expect(loadAdvisors).toHaveBeenCalledTimes(2);
    expect(calendar).toHaveBeenCalledTimes(2);
  });

  it('starts from the view it remembered', async () => {
    const views: CalendarView[] = [];
    const { model: m, calendar } = model({
      view: { anchor: '2026-03-12', days: 1, agencyId: 'agency-zurich', advisorId: 'adv-anna' },
      remember: (view) => views.push(view),
    });
    await m.load();
    expect(calendar).toHaveBeenLastCalledWith({
      date: '2026-03-12',
      days: 1,
      agencyId: 'agency-zurich',
      advisorId: 'adv-anna',
    });
    await m.showDays(7);
    expect(views.at(-1)).toEqual({
      anchor: '2026-03-12',
      days: 7,
      agencyId: 'agency-zurich',
      advisorId: 'adv-anna',
    });
  });
});
