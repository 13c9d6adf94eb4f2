// The day's list's model: the filter as staff edit it (the draft) and as applied, the rows of the filter applied a page
// at a time, and the advisors its form offers. The filter applied is the store's (listFilter), so it stays while staff
// open a consultation and come back; this week's until the list is first shown. The first page is a ServerAnswer (an
// answer to an earlier filter that arrives late is dropped, its failure kept here), and so is every page 'more' asks
// for after it: a new filter drops those still under way. The advisors are the store's (asked once per session); when
// they cannot be loaded, the filter offers 'all' only and the list itself says what failed. The page observes this.
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type {
  ConsultationPage,
  ConsultationRow,
  StaffAdvisor,
  StaffListQuery,
  StaffMember,
} from '@checkout/shared/contract';
import type { Clock } from '@checkout/shared/dates';
import type { StaffClient } from '@checkout/shared/staff';
import type { BackofficeStore } from '../../app/backoffice-store';
import { branchesOf, type Branch } from '../../app/branches';
import { ServerAnswer } from '../../app/server-answer';
import { defaultFilter, filterProblem, searches, toQuery, type ListFilter } from './list-filter';

export interface ListModelOptions {
  api: Pick<StaffClient, 'consultations'>;
  /** The advisors in scope (the store's, asked once per session). */
  loadAdvisors: () => Promise<StaffAdvisor[]>;
  /** The store: the filter kept between visits of the list, and the advisors known so far. */
  store: Pick<BackofficeStore, 'listFilter' | 'setListFilter' | 'advisors'>;
  /** Who is signed in: what the filter offers and asks for depends on the role. */
  staff: Pick<StaffMember, 'role'> | null;
  clock: Clock;
}

export class ListModel {
  /** The filter as the form shows it, applied by apply(). */
  draft: ListFilter;
  /** Why the draft could not be applied, or null. */
  problem: 'dates' | 'order' | null = null;
  /** The first page of rows of the filter applied, its failure and retry. */
  readonly list = new ServerAnswer<ConsultationPage>();
  /** The advisors in scope, for the branch and advisor choices (not asked for an advisor). */
  readonly advisors = new ServerAnswer<StaffAdvisor[]>();
  /** The pages 'more' asked for after the first, in order; the last one may be under way or have failed. */
  later: ServerAnswer<ConsultationPage>[] = [];

  private readonly options: ListModelOptions;
  /** The filter the list starts with when the store keeps none: this week, everything in scope. */
  private readonly initial: ListFilter;

  constructor(options: ListModelOptions) {
    this.options = options;
    this.initial = options.store.listFilter ?? defaultFilter(options.clock);
    this.draft = this.filter;
    makeObservable(this, {
      draft: observable.ref,
      problem: observable,
      later: observable.shallow,
      filter: computed,
      query: computed,
      rows: computed,
      nextCursor: computed,
      loadingMore: computed,
      moreError: computed,
      branches: computed,
      advisorChoices: computed,
      change: action,
      apply: action,
      reset: action,
      more: action,
    });
  }

  /** The member's role ('advisor' while nobody is signed in: the form offers least then). */
  get role(): StaffMember['role'] {
    return this.options.staff?.role ?? 'advisor';
  }

  /** The filter applied: the store's. */
  get filter(): ListFilter {
    return this.options.store.listFilter ?? this.initial;
  }

  /** The API's question for the filter applied (the exports' too). */
  get query(): StaffListQuery {
    return toQuery(this.filter, this.options.staff);
  }

  /** The rows shown: the first page's and those 'more' added. */
  get rows(): ConsultationRow[] {
    return [this.list, ...this.later].flatMap((page) => page.value?.items ?? []);
  }

  /** Where the next page starts (the last page answered says); null when there is none, or no page yet. */
  get nextCursor(): string | null {
    const answered = [this.list, ...this.later].filter((page) => page.value !== null);
    return answered.at(-1)?.value?.nextCursor ?? null;
  }

  /** 'More' is under way. */
  get loadingMore(): boolean {
    return this.later.at(-1)?.loading ?? false;
  }

  /** Why the last 'more' failed (asked again by the next); null when it did not. */
  get moreError(): unknown {
    return this.later.at(-1)?.error ?? null;
  }

  /** The branches of the advisors in scope, by name (the back office's choice). */
  get branches(): Branch[] {
    return branchesOf(this.knownAdvisors);
  }

  /** The advisors of the branch chosen in the form (all of them without one), by name. */
  get advisorChoices(): StaffAdvisor[] {
    const { agencyId } = this.draft;
    return this.knownAdvisors
      .filter((advisor) => !agencyId || advisor.agencyId === agencyId)
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  /** The dates are asked for only without a search text, which looks at every date. */
  get datesRequired(): boolean {
    return !searches(this.draft);
  }

  /** Keeps the filter applied in the store (this week's on a first visit), then the advisors and the list. */
  async load(): Promise<void> {
    const { store, loadAdvisors } = this.options;
    if (!store.listFilter) store.setListFilter(this.initial);
    const advisors = this.role === 'advisor' ? Promise.resolve() : this.advisors.ask(loadAdvisors);
    await Promise.all([advisors, this.ask()]);
  }

  /** The form's change of the draft. */
  change(patch: Partial<ListFilter>): void {
    this.draft = { ...this.draft, ...patch };
  }

  /** Applies the draft and asks for its list; a draft that cannot be asked for is refused (problem) instead. */
  apply(): Promise<void> {
    this.problem = filterProblem(this.draft);
    if (this.problem) return Promise.resolve();
    this.options.store.setListFilter({ ...this.draft });
    return this.ask();
  }

  /** Back to this week, everything in scope. */
  reset(): Promise<void> {
    const fresh = defaultFilter(this.options.clock);
    this.draft = fresh;
    this.problem = null;
    this.options.store.setListFilter(fresh);
    return this.ask();
  }

  /** The next page, after the rows shown; after a failure, the same page again. */
  more(): Promise<void> {
    const last = this.later.at(-1);
    if (last?.loading) return Promise.resolve();
    if (last && last.error !== null) return last.retry();
    const cursor = this.nextCursor;
    if (!cursor) return Promise.resolve();
    const query = { ...this.query, cursor };
    const page = new ServerAnswer<ConsultationPage>();
    this.later.push(page);
    return page.ask(() => this.options.api.consultations(query));
  }

  dispose(): void {
    this.advisors.dispose();
    this.list.dispose();
    for (const page of this.later) page.dispose();
  }

  /** The advisors asked for, or those the store knew already while they are asked (none when that failed). */
  private get knownAdvisors(): StaffAdvisor[] {
    return this.advisors.value ?? this.options.store.advisors ?? [];
  }

  /** The first page of the filter applied; the pages 'more' added to the last filter's rows are dropped. */
  private ask(): Promise<void> {
    const query = this.query;
    runInAction(() => {
      for (const page of this.later) page.dispose();
      this.later = [];
    });
    return this.list.ask(() => this.options.api.consultations(query));
  }
}
