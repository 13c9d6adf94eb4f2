import { STAFF_PATHS, type StaffCalendar, type StaffTodo } from '@checkout/shared/contract';
import {
  ADVISOR_MEMBER,
  BACK_OFFICE_MEMBER,
  CALENDAR_ABSENCES,
  CALENDAR_ROWS,
  LEAD_SESSION,
  LUCA_HOURS,
  SOPHIE_HOURS,
  TODO,
  sessionOf,
} from '../../testing/fixtures';
import { StaffWorld, type StaffScenario } from '../../testing/staff-world';
import { ANNA_HOURS } from '../../testing/working-hours-fixtures';

const scenario = (patch: Partial<StaffScenario> = {}): StaffScenario => ({
  session: LEAD_SESSION,
  rows: CALENDAR_ROWS,
  absences: CALENDAR_ABSENCES,
  workingHours: [ANNA_HOURS, LUCA_HOURS, SOPHIE_HOURS],
  ...patch,
});

const get = (world: StaffWorld, path: string, query = '') =>
  world.answer({
    method: 'GET',
    path,
    query: new URLSearchParams(query),
    body: undefined,
    headers: {},
  });

describe("the fake staff world's calendar and to-do", () => {
  it('computes the to-do from its consultations, time off and hours, and follows a change', () => {
    const world = new StaffWorld(scenario());
    expect(get(world, STAFF_PATHS.todo).body).toEqual(TODO);
    world.answer({
      method: 'POST',
      path: STAFF_PATHS.consultation.replace(':id', 'c-late') + '/cancel',
      query: new URLSearchParams(),
      body: { reason: 'zu spät' },
      headers: {},
    });
    const after = get(world, STAFF_PATHS.todo).body as StaffTodo;
    expect(after.counts).toEqual({ requests: 2, collisions: 3 });
  });

  it("draws a branch's day: hours, time off, consultations with their attention, holds and requests", () => {
    const world = new StaffWorld(scenario());
    const answer = get(world, STAFF_PATHS.calendar, 'date=2026-03-05&days=1');
    const calendar = answer.body as StaffCalendar;
    expect(calendar.days).toEqual(['2026-03-05']);
    expect(calendar.advisors.map((a) => a.name)).toEqual(['Anna Meier', 'Luca Rossi', 'Sophie Dubois']);
    const luca = calendar.advisors[1]!.days[0]!;
    expect(luca.consultations.map((c) => [c.time, c.attention])).toEqual([
      ['10:00', ['overlap']],
      ['10:30', ['overlap']],
    ]);
    const anna = calendar.advisors[0]!.days[0]!;
    expect(anna.consultations.map((c) => [c.time, c.attention])).toEqual([['18:00', ['outsideHours']]]);
    const week = get(world, STAFF_PATHS.calendar, 'date=2026-03-02').body as StaffCalendar;
    expect(week.days).toHaveLength(7);
    expect(week.requests.map((r) => r.id)).toEqual(['c-request-today', 'c-request']);
    expect(week.advisors[2]!.days[4]!.absence).toEqual({ id: 'abs-sophie', reason: 'Weiterbildung' });
    expect(week.advisors[0]!.days[2]!.held).toEqual([{ time: '11:00', till: '12:00' }]);
  });

  it("keeps to the member's scope, and the back office names a branch", () => {
    const advisor = new StaffWorld(scenario({ session: sessionOf(ADVISOR_MEMBER) }));
    const own = get(advisor, STAFF_PATHS.calendar, 'date=2026-03-02&advisorId=adv-luca')
      .body as StaffCalendar;
    expect(own.advisors.map((a) => a.id)).toEqual(['adv-anna']);
    const backOffice = new StaffWorld(scenario({ session: sessionOf(BACK_OFFICE_MEMBER) }));
    const refused = get(backOffice, STAFF_PATHS.calendar, 'date=2026-03-02');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ fields: { agencyId: 'required' } });
    expect(get(backOffice, STAFF_PATHS.calendar, 'date=2026-03-02&days=3').status).toBe(400);
    const bern = get(backOffice, STAFF_PATHS.calendar, 'date=2026-03-02&agencyId=agency-bern')
      .body as StaffCalendar;
    expect(bern.advisors.map((a) => a.id)).toEqual(['adv-marc']);
  });
});
