import { ApiError } from '@checkout/shared';
import type { Absence, AbsenceRequest, AbsenceResponse, StaffAdvisor } from '@checkout/shared/contract';
import {
  ABSENCES,
  ABSENCE_RESPONSE,
  ADVISORS,
  ADVISOR_MEMBER,
  BRANCH_LEAD,
  NEW_ABSENCE,
} from '../../testing/fixtures';
import { TimeOffModel, type TimeOffModelOptions } from './time-off-model';

/** A question whose answer the test gives when it likes. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const unavailable = () => new ApiError(503, { error: 'internal', message: 'Nicht erreichbar.' });

const LUCA_ABSENCE: Absence = {
  id: 'abs-luca',
  advisorId: 'adv-luca',
  from: '2026-05-04',
  till: '2026-05-08',
  reason: 'Ferien',
};

function model(patch: Partial<TimeOffModelOptions['api']> = {}, options: Partial<TimeOffModelOptions> = {}) {
  const api = {
    absences: jest.fn(async (advisorId: string): Promise<Absence[]> =>
      advisorId === 'adv-anna' ? ABSENCES : [LUCA_ABSENCE],
    ),
    addAbsence: jest.fn(
      async (_advisorId: string, _request: AbsenceRequest): Promise<AbsenceResponse> => ABSENCE_RESPONSE,
    ),
    removeAbsence: jest.fn(async (_advisorId: string, _absenceId: string): Promise<void> => undefined),
    ...patch,
  };
  const loadAdvisors = jest.fn(async (): Promise<StaffAdvisor[]> => ADVISORS);
  const m = new TimeOffModel({ api, loadAdvisors, staff: BRANCH_LEAD, ...options });
  return { model: m, api, loadAdvisors };
}

/** Anna's week of further training, as entered. */
const WEEK = { from: '2026-03-09', till: '2026-03-13', reason: '  Weiterbildung ' };

describe("time off's model", () => {
  it("loads the advisors, and the absences of the advisor chosen only (an advisor's own at once)", async () => {
    const { model: lead, api } = model();
    await lead.load();
    expect(lead.pick.advisors.value).toBe(ADVISORS);
    expect(api.absences).not.toHaveBeenCalled();
    await lead.choose('adv-anna');
    expect(api.absences).toHaveBeenCalledWith('adv-anna');
    expect(lead.pick.advisor?.name).toBe('Anna Meier');
    expect(lead.absences.value).toBe(ABSENCES);

    const { model: own, api: ownApi } = model({}, { staff: ADVISOR_MEMBER });
    await own.load();
    expect(own.pick.advisorId).toBe('adv-anna');
    expect(ownApi.absences).toHaveBeenCalledWith('adv-anna');
    // An advisor's choice is their own, fixed.
    await own.choose('adv-luca');
    expect(own.pick.advisorId).toBe('adv-anna');
    expect(ownApi.absences).toHaveBeenCalledTimes(1);
  });

  it('keeps the failure of the advisors and of the absences, and asks the absences again on retry', async () => {
    const { model: broken } = model({}, { loadAdvisors: () => Promise.reject(unavailable()) });
    await broken.load();
    expect(broken.pick.advisors.error).toBeInstanceOf(ApiError);
    expect(broken.pick.advisors.value).toBeNull();

    const absences = jest.fn<Promise<Absence[]>, [string]>().mockRejectedValueOnce(unavailable());
    absences.mockResolvedValueOnce(ABSENCES);
    const { model: m } = model({ absences });
    await m.load();
    await m.choose('adv-anna');
    expect(m.absences.error).toBeInstanceOf(ApiError);
    expect(m.absences.value).toBeNull();
    await m.absences.retry();
    expect([m.absences.error, m.absences.value]).toEqual([null, ABSENCES]);
  });

  it('drops the late answer for an advisor chosen before, and any once none is chosen or the page is left', async () => {
    const answers = new Map<string, ReturnType<typeof deferred<Absence[]>>>();
    const absences = jest.fn((advisorId: string) => {
      const answer = deferred<Absence[]>();
      answers.set(advisorId, answer);
      return answer.promise;
    });
    const { model: m } = model({ absences });
    await m.load();
    const anna = m.choose('adv-anna');
    const luca = m.choose('adv-luca');
    answers.get('adv-luca')!.resolve([LUCA_ABSENCE]);
    await luca;
    answers.get('adv-anna')!.resolve(ABSENCES);
    await anna;
    expect(m.absences.value).toEqual([LUCA_ABSENCE]);

    const sophie = m.choose('adv-sophie');
    await m.choose('');
    answers.get('adv-sophie')!.resolve([]);
    await sophie;
    expect(m.absences.loading).toBe(false);
    expect(m.absences.value).toBeNull();
    expect(m.pick.advisor).toBeNull();

    const marc = m.choose('adv-marc');
    m.dispose();
    answers.get('adv-marc')!.resolve([]);
    await marc;
    expect(m.absences.value).toBeNull();
  });

  it("names the form's first problem by the kernel's absenceRequestSchema, in the page's words where it has them", async () => {
    const { model: m } = model();
    await m.load();
    expect(m.problemOf(WEEK)).toEqual({ field: 'advisor', message: 'backoffice.action.advisorMissing' });
    await m.choose('adv-anna');
    expect(m.problemOf(WEEK)).toBeNull();
    expect(m.problemOf({ ...WEEK, from: '' })).toEqual({
      field: 'from',
      message: 'backoffice.timeOff.dateMissing',
    });
    expect(m.problemOf({ ...WEEK, till: '' })).toEqual({
      field: 'till',
      message: 'backoffice.timeOff.dateMissing',
    });
    expect(m.problemOf({ ...WEEK, from: '2026-03-13', till: '2026-03-09', reason: '' })).toEqual({
      field: 'till',
      message: 'backoffice.list.datesOrder',
    });
    expect(m.problemOf({ ...WEEK, reason: '   ' })).toEqual({
      field: 'reason',
      message: 'backoffice.action.reasonMissing',
    });
    // What the page had no words for, the kernel's: a year and more, a reason too long, a day out of the calendar.
    expect(m.problemOf({ ...WEEK, till: '2027-04-01' })).toEqual({
      field: 'till',
      message: 'validation.invalid',
    });
    expect(m.problemOf({ ...WEEK, reason: 'x'.repeat(201) })).toEqual({
      field: 'reason',
      message: 'validation.tooLong',
    });
    expect(m.problemOf({ ...WEEK, from: '1999-12-31' })).toEqual({
      field: 'from',
      message: 'validation.date',
    });
  });

  it('saves the absence as trimmed, empties the form, keeps the answer and asks the absences again', async () => {
    const { model: m, api } = model();
    await m.load();
    await m.save();
    expect(m.problem?.field).toBe('advisor');
    expect(api.addAbsence).not.toHaveBeenCalled();

    await m.choose('adv-anna');
    m.edit(WEEK);
    await m.save();
    expect(api.addAbsence).toHaveBeenCalledWith('adv-anna', {
      from: '2026-03-09',
      till: '2026-03-13',
      reason: 'Weiterbildung',
    });
    expect(m.problem).toBeNull();
    expect(m.saved).toBe(ABSENCE_RESPONSE);
    expect(m.saving).toBe(false);
    expect(m.draft).toEqual({ from: '', till: '', reason: '' });
    expect(api.absences).toHaveBeenCalledTimes(2);

    // Another advisor: the saved notice goes.
    await m.choose('adv-luca');
    expect(m.saved).toBeNull();
  });

  it('keeps the form and the failure when the save fails', async () => {
    const { model: m, api } = model({
      addAbsence: jest.fn(() => Promise.reject(unavailable())),
    });
    await m.load();
    await m.choose('adv-anna');
    m.edit(WEEK);
    await m.save();
    expect(m.saveError).toBeInstanceOf(ApiError);
    expect(m.saving).toBe(false);
    expect(m.saved).toBeNull();
    expect(m.draft).toEqual(WEEK);
    expect(api.absences).toHaveBeenCalledTimes(1);
    // Sent again with a problem: the failure goes, the problem shows.
    m.edit({ reason: '' });
    await m.save();
    expect(m.saveError).toBeNull();
    expect(m.problem?.field).toBe('reason');
  });

  it('removes an absence and asks the absences again; a failed removal is kept until another advisor', async () => {
    const removeAbsence = jest
      .fn<Promise<void>, [string, string]>()
      .mockRejectedValueOnce(unavailable())
      .mockResolvedValueOnce(undefined);
    const { model: m, api } = model({ removeAbsence });
    await m.load();
    await m.choose('adv-anna');
    const absence = ABSENCES[0]!;
    await m.remove(absence);
    expect(m.removeError).toBeInstanceOf(ApiError);
    expect(m.removing).toBeNull();
    expect(api.absences).toHaveBeenCalledTimes(1);

    const removal = m.remove(absence);
    expect(m.removing).toBe(absence.id);
    expect(m.removeError).toBeNull();
    await removal;
    expect(removeAbsence).toHaveBeenLastCalledWith('adv-anna', absence.id);
    expect(m.removing).toBeNull();
    expect(api.absences).toHaveBeenCalledTimes(2);

    await m.remove({ ...NEW_ABSENCE, id: 'abs-gone' });
    expect(m.removeError).toBeNull();
    removeAbsence.mockRejectedValueOnce(unavailable());
    await m.remove(absence);
    await m.choose('adv-luca');
    expect(m.removeError).toBeNull();
  });
});
