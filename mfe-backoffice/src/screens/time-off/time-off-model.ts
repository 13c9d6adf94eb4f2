// Time off's model: the advisor chosen (AdvisorPick), that advisor's absences as the API answers them (a ServerAnswer:
// asked when an advisor is chosen and again after a save or a removal; a late answer for an advisor chosen before is
// dropped), the new absence's form (its values, checked by the kernel's absenceRequestSchema, its save and the API's
// answer naming the consultations it collides with), and an absence's removal. The page observes it; each absence's
// collisions are settled by the app's CollisionsModel.
import { action, makeObservable, observable, runInAction } from 'mobx';
import type {
  Absence,
  AbsenceRequest,
  AbsenceResponse,
  StaffAdvisor,
  StaffMember,
} from '@checkout/shared/contract';
import { isIsoDate } from '@checkout/shared/dates';
import {
  VALIDATION_MESSAGES,
  WIRE_VALIDATE_OPTIONS,
  absenceRequestSchema,
  fieldErrorsOf,
} from '@checkout/shared/schemas';
import type { StaffClient } from '@checkout/shared/staff';
import { ServerAnswer } from '../../app/server-answer';
import { AdvisorPick } from '../../app/advisor-pick';

/** The form's values (dates yyyy-mm-dd, the date inputs' own form). */
export type AbsenceDraft = AbsenceRequest;

/** A field the form names a problem on. */
export type AbsenceField = 'advisor' | keyof AbsenceDraft;

/**
 * The form's first problem, in the fields' order: the field and its message, an i18n key (the page's own words, or
 * the kernel's `validation.*` message where the page has none).
 */
export interface AbsenceProblem {
  field: AbsenceField;
  message: string;
}

export interface TimeOffModelOptions {
  api: Pick<StaffClient, 'absences' | 'addAbsence' | 'removeAbsence'>;
  /** The advisors in scope (the store's, asked once per session). */
  loadAdvisors: () => Promise<StaffAdvisor[]>;
  staff: StaffMember;
}

const EMPTY: AbsenceDraft = { from: '', till: '', reason: '' };

/** The request a form's values make: the reason without surrounding blanks. */
export const absenceRequestOf = (draft: AbsenceDraft): AbsenceRequest => ({
  from: draft.from,
  till: draft.till,
  reason: draft.reason.trim(),
});

/** The page's words for what the kernel's schema says of a field, or the kernel's message where it has none. */
function messageOf(field: keyof AbsenceDraft, message: string, request: AbsenceRequest): string {
  if (field === 'reason') {
    return message === VALIDATION_MESSAGES.required ? 'backoffice.action.reasonMissing' : message;
  }
  if (message === VALIDATION_MESSAGES.required || !isIsoDate(request[field])) {
    return 'backoffice.timeOff.dateMissing';
  }
  // The range's rule: the last day before the first, or the two too far apart (the kernel's message).
  if (field === 'till' && message === VALIDATION_MESSAGES.invalid && request.from > request.till) {
    return 'backoffice.list.datesOrder';
  }
  return message;
}

export class TimeOffModel {
  /** The advisor chosen and the advisors to choose among. */
  readonly pick: AdvisorPick;
  /** The chosen advisor's absences, their failure (nothing is asked while none is chosen). */
  readonly absences = new ServerAnswer<Absence[]>();
  /** The new absence's values. */
  draft: AbsenceDraft = EMPTY;
  /** What the form lacks, found when it was last sent; null when nothing. */
  problem: AbsenceProblem | null = null;
  /** The new absence is being saved. */
  saving = false;
  /** Why the last save failed (an ApiError as the staff client raises); null when it did not. */
  saveError: unknown = null;
  /** The absence saved last and the consultations it collides with; null after another advisor was chosen. */
  saved: AbsenceResponse | null = null;
  /** The absence being removed (its id). */
  removing: string | null = null;
  /** Why the last removal failed; null when it did not. */
  removeError: unknown = null;

  private readonly options: TimeOffModelOptions;
  /** The page was left: nothing more is asked. */
  private disposed = false;

  constructor(options: TimeOffModelOptions) {
    this.options = options;
    this.pick = new AdvisorPick(options);
    makeObservable(this, {
      draft: observable.ref,
      problem: observable.ref,
      saving: observable,
      saveError: observable.ref,
      saved: observable.ref,
      removing: observable,
      removeError: observable.ref,
      choose: action,
      edit: action,
    });
  }

  /** The advisors and, for an advisor, their own absences. */
  async load(): Promise<void> {
    this.disposed = false;
    await Promise.all([this.pick.load(), this.askAbsences()]);
  }

  /** Another advisor: their absences are asked for (the saved notice and a removal's failure go). */
  choose(advisorId: string): Promise<void> {
    if (!this.pick.choose(advisorId)) return Promise.resolve();
    this.saved = null;
    this.removeError = null;
    return this.askAbsences();
  }

  /** The form's values as entered. */
  edit(patch: Partial<AbsenceDraft>): void {
    this.draft = { ...this.draft, ...patch };
  }

  /** The form's first problem: an advisor, then the kernel's absenceRequestSchema on the request it makes. */
  problemOf(draft: AbsenceDraft): AbsenceProblem | null {
    if (!this.pick.advisorId) return { field: 'advisor', message: 'backoffice.action.advisorMissing' };
    const request = absenceRequestOf(draft);
    const errors = fieldErrorsOf(absenceRequestSchema, request, WIRE_VALIDATE_OPTIONS);
    for (const field of ['from', 'till', 'reason'] as const) {
      const message = errors[field];
      if (message) return { field, message: messageOf(field, message, request) };
    }
    return null;
  }

  /**
   * Saves the absence when the form has no problem: the form empties, the API's answer is kept (the consultations
   * it collides with) and the absences are asked again, the new one with them.
   */
  async save(): Promise<void> {
    const problem = this.problemOf(this.draft);
    runInAction(() => {
      this.problem = problem;
      this.saveError = null;
    });
    if (problem || this.saving) return;
    const advisorId = this.pick.advisorId;
    const request = absenceRequestOf(this.draft);
    runInAction(() => (this.saving = true));
    try {
      const response = await this.options.api.addAbsence(advisorId, request);
      runInAction(() => {
        this.saved = response;
        this.draft = EMPTY;
        this.saving = false;
      });
    } catch (error) {
      runInAction(() => {
        this.saveError = error;
        this.saving = false;
      });
      return;
    }
    await this.askAbsences();
  }

  /** Removes an absence of the chosen advisor; the absences are asked again. */
  async remove(absence: Absence): Promise<void> {
    const advisorId = this.pick.advisorId;
    runInAction(() => {
      this.removing = absence.id;
      this.removeError = null;
    });
    try {
      await this.options.api.removeAbsence(advisorId, absence.id);
      runInAction(() => (this.removing = null));
    } catch (error) {
      runInAction(() => {
        this.removeError = error;
        this.removing = null;
      });
      return;
    }
    await this.askAbsences();
  }

  dispose(): void {
    this.disposed = true;
    this.pick.dispose();
    this.absences.dispose();
  }

  /** The chosen advisor's absences; with none chosen, an answer still under way is dropped. */
  private askAbsences(): Promise<void> {
    const advisorId = this.pick.advisorId;
    if (this.disposed) return Promise.resolve();
    if (!advisorId) {
      this.absences.dispose();
      return Promise.resolve();
    }
    return this.absences.ask(() => this.options.api.absences(advisorId));
  }
}
