// Staff management's model (issue 47, item 4): the members the signed-in branch lead or back office manages (a
// ServerAnswer, asked again after each change), the advisors in scope (branches and advisor records to choose), the
// form open (an invitation, a member's change), and the change being confirmed in the page (ChangeAttempt: one
// Idempotency-Key per confirmation, the API's refusal kept, a 400's fields for the form).
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type {
  StaffAdvisor,
  StaffInviteRequest,
  StaffMember,
  StaffMemberChangeRequest,
  StaffMemberRow,
} from '@checkout/shared/contract';
import type { StaffClient } from '@checkout/shared/staff';
import { branchesOf, type Branch } from '../../app/branches';
import { ChangeAttempt } from '../../app/change-attempt';
import { ServerAnswer } from '../../app/server-answer';

/** A change staff confirm: an invitation, a role and scope, a deactivation or reactivation. */
export type StaffChange =
  | { kind: 'invite'; request: StaffInviteRequest }
  | { kind: 'change'; member: StaffMemberRow; request: StaffMemberChangeRequest }
  | { kind: 'deactivate' | 'reactivate'; member: StaffMemberRow };

/** The form open: an invitation, or a member's role and scope. */
export type StaffForm = { kind: 'invite' } | { kind: 'change'; member: StaffMemberRow };

export interface StaffModelOptions {
  api: Pick<StaffClient, 'members' | 'inviteMember' | 'changeMember' | 'setMemberActive'>;
  loadAdvisors: () => Promise<StaffAdvisor[]>;
  staff: StaffMember;
  newKey?: () => string;
}

export class StaffModel {
  /** The members managed, as last answered. */
  readonly members = new ServerAnswer<StaffMemberRow[]>();
  /** The advisors in scope (their branches and records); empty until answered. */
  advisors: StaffAdvisor[] = [];
  /** The form open; null when none. */
  form: StaffForm | null = null;
  /** The change being confirmed, its key, its refusal. */
  readonly attempt: ChangeAttempt<StaffChange, StaffMemberRow>;
  /** The last change the API accepted and whom it concerned; null before one. */
  done: { kind: StaffChange['kind']; name: string } | null = null;

  constructor(private readonly options: StaffModelOptions) {
    this.attempt = new ChangeAttempt(options.newKey);
    makeObservable(this, {
      advisors: observable.ref,
      form: observable.ref,
      done: observable.ref,
      branches: computed,
      open: action,
      closeForm: action,
      ask: action,
    });
  }

  get staff(): StaffMember {
    return this.options.staff;
  }

  /** The branches a member may be given: a branch lead's own, the back office's choice of all. */
  get branches(): Branch[] {
    const all = branchesOf(this.advisors);
    return this.staff.role === 'branch_lead' ? all.filter((b) => b.id === this.staff.agencyId) : all;
  }

  /** The advisor records of a branch. */
  advisorsOf(agencyId: string | null): StaffAdvisor[] {
    return this.advisors.filter((a) => a.agencyId === agencyId);
  }

  /** A branch's name (its id where none is known). */
  branchName(agencyId: string | null): string {
    return agencyId === null ? '' : (this.branches.find((b) => b.id === agencyId)?.name ?? agencyId);
  }

  /** An advisor record's name (its id where none is known). */
  advisorName(advisorId: string | null): string {
    return advisorId === null ? '' : (this.advisors.find((a) => a.id === advisorId)?.name ?? advisorId);
  }

  async load(): Promise<void> {
    await Promise.all([
      this.members.ask(() => this.options.api.members()),
      this.options.loadAdvisors().then(
        (advisors) => runInAction(() => (this.advisors = advisors)),
        () => undefined,
      ),
    ]);
  }

  open(form: StaffForm): void {
    this.form = form;
    this.done = null;
    this.attempt.close();
  }

  closeForm(): void {
    this.form = null;
    this.attempt.close();
  }

  /** Staff go on to confirm a change in the page. */
  ask(change: StaffChange): void {
    this.done = null;
    this.attempt.open(change);
  }

  /** Sends the confirmed change; accepted, the form closes and the members are asked again. */
  async confirm(): Promise<void> {
    const { api } = this.options;
    const pending = this.attempt.request;
    if (!pending) return;
    const answer = await this.attempt.send((change, key) => {
      switch (change.kind) {
        case 'invite':
          return api.inviteMember(change.request, key);
        case 'change':
          return api.changeMember(change.member.id, change.request, key);
        default:
          return api.setMemberActive(change.member.id, change.kind === 'reactivate', key);
      }
    });
    if (!answer) {
      // A 400 names fields: back to the form, which shows them beside each.
      if (Object.keys(this.attempt.fieldErrors).length > 0) runInAction(() => this.attempt.close());
      return;
    }
    runInAction(() => {
      this.form = null;
      this.done = { kind: pending.kind, name: answer.name };
    });
    await this.members.ask(() => api.members(), { keep: true });
  }

  dispose(): void {
    this.members.dispose();
  }
}
