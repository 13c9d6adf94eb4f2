import { ApiError } from '@checkout/shared';
import type {
  ConsultationRow,
  HoursExceptionRequest,
  StaffAdvisor,
  WeeklyHoursRequest,
  WorkingHours,
  WorkingHoursChange,
  WorkingHoursResponse,
} from '@checkout/shared/contract';
import { fixedClock } from '@checkout/shared/dates';
import { ADVISORS, ADVISOR_MEMBER, BRANCH_LEAD, LUCA_HOURS } from '../../testing/fixtures';
import { ANNA_HOURS, HOURS_COLLISIONS } from '../../testing/working-hours-fixtures';
import {
  ExceptionDraft,
  WeekDraft,
  WorkingHoursModel,
  type WorkingHoursModelOptions,
} from './working-hours-model';

/** Wednesday 4 March 2026, 10:00 in Zurich. */
const clock = fixedClock('2026-03-04T10:00:00+01:00');

/** A question whose answer the test gives when it likes. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((yes) => (resolve = yes));
  return { promise, resolve };
}

const unavailable = () => new ApiError(503, { error: 'internal', message: 'Nicht erreichbar.' });

const hoursOf = (advisorId: string): WorkingHours => (advisorId === 'adv-anna' ? ANNA_HOURS : LUCA_HOURS);

/** Anna's hours after a change: Tuesday morning till 10:00 only, no exception left. */
const CHANGED: WorkingHours = {
  ...ANNA_HOURS,
  blocks: ANNA_HOURS.blocks.map((b) => (b.weekday === 2 && b.from === '09:00' ? { ...b, to: '10:00' } : b)),
  exceptions: [],
};
const answered = (workingHours: WorkingHours, collisions: ConsultationRow[] = []): WorkingHoursResponse => ({
  workingHours,
  collisions,
});

function model(
  patch: Partial<WorkingHoursModelOptions['api']> = {},
  options: Partial<WorkingHoursModelOptions> = {},
) {
  const api = {
    workingHours: jest.fn(async (advisorId: string) => hoursOf(advisorId)),
    hoursCollisions: jest.fn(
      async (_advisorId: string, _change: WorkingHoursChange): Promise<ConsultationRow[]> => HOURS_COLLISIONS,
    ),
    setWeeklyHours: jest.fn(async (_advisorId: string, _week: WeeklyHoursRequest) =>
      answered(CHANGED, HOURS_COLLISIONS),
    ),
    addHoursException: jest.fn(async (_advisorId: string, exception: HoursExceptionRequest) =>
      answered({ ...ANNA_HOURS, exceptions: [{ ...exception, id: 'hx-2', advisorId: 'adv-anna' }] }),
    ),
    removeHoursException: jest.fn(async (_advisorId: string, _id: string) =>
      answered({ ...ANNA_HOURS, exceptions: [] }),
    ),
    ...patch,
  };
  const loadAdvisors = async (): Promise<StaffAdvisor[]> => ADVISORS;
  return { model: new WorkingHoursModel({ api, loadAdvisors, staff: BRANCH_LEAD, clock, ...options }), api };
}

/** Anna chosen and her hours there. */
async function withAnna(patch: Partial<WorkingHoursModelOptions['api']> = {}) {
  const made = model(patch);
  await made.model.load();
  await made.model.choose('adv-anna');
  return made;
}

/** Anna's week with Tuesday morning till 10:00. */
const shorterTuesday = () => {
  const draft = new WeekDraft(ANNA_HOURS.blocks);
  const tuesday = draft.blocksOf(2)[0]!;
  draft.update(tuesday.key, { to: '10:00' });
  return draft;
};

describe("working hours' model", () => {
  it("loads the advisors, and the hours of the advisor chosen only (an advisor's own at once)", async () => {
    const { model: lead, api } = model();
    await lead.load();
    expect(lead.pick.advisors.value).toBe(ADVISORS);
    expect(api.workingHours).not.toHaveBeenCalled();
    await lead.choose('adv-luca');
    expect(lead.hours.value).toBe(LUCA_HOURS);
    expect(lead.pick.advisor?.name).toBe('Luca Rossi');

    const { model: own, api: ownApi } = model({}, { staff: ADVISOR_MEMBER });
    await own.load();
    expect(ownApi.workingHours).toHaveBeenCalledWith('adv-anna');
    expect(own.hours.value).toBe(ANNA_HOURS);
    await own.choose('adv-luca');
    expect(own.pick.advisorId).toBe('adv-anna');
  });

  it('keeps the failure of the hours and asks again on retry', async () => {
    const workingHours = jest.fn<Promise<WorkingHours>, [string]>().mockRejectedValueOnce(unavailable());
    workingHours.mockResolvedValueOnce(ANNA_HOURS);
    const { model: m } = await withAnna({ workingHours });
    expect(m.hours.error).toBeInstanceOf(ApiError);
    expect(m.hours.value).toBeNull();
    await m.hours.retry();
    expect([m.hours.error, m.hours.value]).toEqual([null, ANNA_HOURS]);
  });

  it('drops the late answer of an advisor chosen before, and a change checked for them', async () => {
    const answers = new Map<string, ReturnType<typeof deferred<WorkingHours>>>();
    const workingHours = jest.fn((advisorId: string) => {
      const answer = deferred<WorkingHours>();
      answers.set(advisorId, answer);
      return answer.promise;
    });
    const collisions = deferred<ConsultationRow[]>();
    const { model: m } = model({ workingHours, hoursCollisions: () => collisions.promise });
    await m.load();
    const anna = m.choose('adv-anna');
    const luca = m.choose('adv-luca');
    answers.get('adv-luca')!.resolve(LUCA_HOURS);
    await luca;
    answers.get('adv-anna')!.resolve(ANNA_HOURS);
    await anna;
    expect(m.hours.value).toBe(LUCA_HOURS);

    const proposed = m.proposeWeek(new WeekDraft(LUCA_HOURS.blocks));
    expect(m.asking).toBe('week');
    const sophie = m.choose('adv-sophie');
    expect(m.asking).toBeNull();
    collisions.resolve(HOURS_COLLISIONS);
    await proposed;
    expect(m.pending).toBeNull();
    answers.get('adv-sophie')!.resolve(LUCA_HOURS);
    await sophie;
  });

  it("checks the week by the kernel's weeklyHoursSchema before asking the API, naming the blocks refused", async () => {
    const { model: m, api } = await withAnna();
    const draft = new WeekDraft(ANNA_HOURS.blocks);
    const mondaySecond = draft.blocksOf(1)[1]!;
    draft.update(mondaySecond.key, { from: '11:00' });
    await m.proposeWeek(draft);
    expect(m.problems.week).toEqual({ kind: 'invalid' });
    expect(draft.invalid(mondaySecond, 'from')).toBe(true);
    expect(draft.invalid(mondaySecond, 'to')).toBe(false);
    expect(api.hoursCollisions).not.toHaveBeenCalled();
  });

  it('edits the week: a block added an hour after the last of its day, one removed, one changed', () => {
    const draft = new WeekDraft(ANNA_HOURS.blocks);
    draft.add(7);
    draft.add(7);
    expect(draft.blocksOf(7).map(({ from, to }) => `${from}-${to}`)).toEqual(['09:00-10:00', '10:00-11:00']);
    draft.remove(draft.blocksOf(6)[0]!.key);
    expect(draft.blocksOf(6)).toEqual([]);
    draft.update(draft.blocksOf(4)[1]!.key, { homeOffice: false });
    expect(
      draft
        .check()
        ?.blocks.filter((b) => b.weekday === 4)
        .every((b) => !b.homeOffice),
    ).toBe(true);
    // Keys survive reordering and differ, added or not.
    expect(new Set(draft.blocks.map((b) => b.key)).size).toBe(draft.blocks.length);
  });

  it('asks what a change would leave outside working hours, and saves it only once confirmed', async () => {
    const { model: m, api } = await withAnna();
    await m.proposeWeek(shorterTuesday());
    expect(api.setWeeklyHours).not.toHaveBeenCalled();
    expect(m.pending?.collisions).toBe(HOURS_COLLISIONS);
    const week = m.pending?.change.week;
    expect(week?.blocks.filter((b) => b.weekday === 2)[0]).toEqual({
      weekday: 2,
      from: '09:00',
      to: '10:00',
      homeOffice: false,
    });
    expect(api.hoursCollisions).toHaveBeenCalledWith('adv-anna', { week });
    expect(m.busy).toBe(true);
    // Back: nothing is saved.
    m.back();
    expect(m.pending).toBeNull();

    await m.proposeWeek(shorterTuesday());
    await m.confirm();
    expect(api.setWeeklyHours).toHaveBeenCalledWith('adv-anna', week);
    expect(m.pending).toBeNull();
    expect(m.hours.value).toBe(CHANGED);
    expect(m.saved).toEqual({ what: 'week', date: '', response: answered(CHANGED, HOURS_COLLISIONS) });
    // The next proposal: the saved notice goes.
    await m.proposeWeek(shorterTuesday());
    expect(m.saved).toBeNull();
  });

  it('keeps a failed check below its form, and a failed save in the confirmation', async () => {
    const hoursCollisions = jest
      .fn<Promise<ConsultationRow[]>, [string, WorkingHoursChange]>()
      .mockRejectedValueOnce(unavailable())
      .mockResolvedValue([]);
    const setWeeklyHours = jest
      .fn<Promise<WorkingHoursResponse>, [string, WeeklyHoursRequest]>()
      .mockRejectedValueOnce(unavailable())
      .mockResolvedValue(answered(CHANGED));
    const { model: m } = await withAnna({ hoursCollisions, setWeeklyHours });
    await m.proposeWeek(shorterTuesday());
    expect(m.problems.week).toEqual({ kind: 'failed', error: expect.any(ApiError) });
    expect(m.problems.exception).toBeNull();
    expect(m.asking).toBeNull();
    expect(m.pending).toBeNull();

    await m.proposeWeek(shorterTuesday());
    expect(m.problems.week).toBeNull();
    await m.confirm();
    expect(m.confirmError).toBeInstanceOf(ApiError);
    expect(m.confirming).toBe(false);
    expect(m.pending).not.toBeNull();
    expect(m.hours.value).toBe(ANNA_HOURS);
    await m.confirm();
    expect(m.confirmError).toBeNull();
    expect(m.hours.value).toBe(CHANGED);
  });

  it("adds an exception from today on by the kernel's createHoursExceptionSchema, after confirming", async () => {
    const { model: m, api } = await withAnna();
    const draft = new ExceptionDraft();
    draft.edit({ date: '2026-03-03', reason: 'Heiligabend' });
    await m.proposeException(draft);
    expect(m.problems.exception).toEqual({ kind: 'invalid' });
    expect(draft.errors).toEqual({ date: 'validation.datePast' });
    expect(api.hoursCollisions).not.toHaveBeenCalled();

    draft.edit({ date: '2026-12-24', closed: false, reason: ' Heiligabend ' });
    draft.editBlock({ from: '09:00', to: '12:00' });
    await m.proposeException(draft);
    expect(m.problems.exception).toBeNull();
    const exception = {
      date: '2026-12-24',
      blocks: [{ from: '09:00', to: '12:00', homeOffice: false }],
      reason: 'Heiligabend',
    };
    expect(m.pending?.change).toEqual({ exception });
    await m.confirm();
    expect(api.addHoursException).toHaveBeenCalledWith('adv-anna', exception);
    expect(m.saved?.what).toBe('exception');
    expect(m.saved?.date).toBe('2026-12-24');
    expect(m.hours.value?.exceptions.map((x) => x.id)).toEqual(['hx-2']);
  });

  it("removes an exception: the API's answer is the hours shown; a failure is said below the exceptions' form", async () => {
    const removeHoursException = jest
      .fn<Promise<WorkingHoursResponse>, [string, string]>()
      .mockRejectedValueOnce(unavailable())
      .mockResolvedValue(answered({ ...ANNA_HOURS, exceptions: [] }));
    const { model: m } = await withAnna({ removeHoursException });
    const easter = ANNA_HOURS.exceptions[0]!;
    await m.removeException(easter);
    expect(m.problems.exception).toEqual({ kind: 'failed', error: expect.any(ApiError) });
    await m.removeException(easter);
    expect(removeHoursException).toHaveBeenLastCalledWith('adv-anna', 'hx-1');
    expect(m.problems.exception).toBeNull();
    expect(m.hours.value?.exceptions).toEqual([]);
    expect(m.saved).toEqual({
      what: 'exceptionRemoved',
      date: '2026-04-06',
      response: answered({ ...ANNA_HOURS, exceptions: [] }),
    });
  });

  it('forgets what was proposed, saved or said when another advisor is chosen', async () => {
    const { model: m } = await withAnna();
    await m.proposeWeek(new WeekDraft([{ weekday: 1, from: '12:00', to: '09:00', homeOffice: false }]));
    await m.proposeException(new ExceptionDraft());
    expect(m.problems).toEqual({ week: { kind: 'invalid' }, exception: { kind: 'invalid' } });
    await m.proposeWeek(shorterTuesday());
    expect(m.pending).not.toBeNull();
    await m.choose('adv-luca');
    expect([m.pending, m.saved, m.asking]).toEqual([null, null, null]);
    expect(m.problems).toEqual({ week: null, exception: null });
    expect(m.hours.value).toBe(LUCA_HOURS);
  });
});
