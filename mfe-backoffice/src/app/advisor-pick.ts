// The choice of one advisor in the member's scope, as the models of time off and working hours hold it (AdvisorChoice
// shows it): the advisors, the store's (asked once per session: store.loadAdvisors) as a ServerAnswer with its
// failure, and the advisor chosen among them; an advisor's own, fixed, for an advisor.
import { action, computed, makeObservable, observable } from 'mobx';
import type { StaffAdvisor, StaffMember } from '@checkout/shared/contract';
import { ServerAnswer } from './server-answer';

export interface AdvisorPickOptions {
  /** The advisors in scope (the store's, asked once per session). */
  loadAdvisors: () => Promise<StaffAdvisor[]>;
  staff: StaffMember;
}

export class AdvisorPick {
  /** The advisor chosen ('' until chosen); an advisor's own for an advisor. */
  advisorId: string;
  /** The advisors in scope, their failure. */
  readonly advisors = new ServerAnswer<StaffAdvisor[]>();
  /** The signed-in advisor's own id (the only choice, fixed); null for a branch lead and the back office. */
  readonly ownAdvisor: string | null;

  private readonly loadAdvisors: () => Promise<StaffAdvisor[]>;

  constructor({ loadAdvisors, staff }: AdvisorPickOptions) {
    this.loadAdvisors = loadAdvisors;
    this.ownAdvisor = staff.role === 'advisor' ? staff.advisorId : null;
    this.advisorId = this.ownAdvisor ?? '';
    makeObservable(this, { advisorId: observable, advisor: computed, choose: action });
  }

  /** The advisor chosen, once the advisors are known; null until then or while none is chosen. */
  get advisor(): StaffAdvisor | null {
    return this.advisors.value?.find((advisor) => advisor.id === this.advisorId) ?? null;
  }

  /** Chooses another advisor ('' for none); false when nothing changed (the same one, or an advisor's own). */
  choose(advisorId: string): boolean {
    if (this.ownAdvisor !== null || advisorId === this.advisorId) return false;
    this.advisorId = advisorId;
    return true;
  }

  /** Asks for the advisors (the store answers from its cache after the first time). */
  load(): Promise<void> {
    return this.advisors.ask(this.loadAdvisors);
  }

  dispose(): void {
    this.advisors.dispose();
  }
}
