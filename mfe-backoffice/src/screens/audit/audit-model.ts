// The audit trail's model: the period the form names (this week at first), checked by the kernel's auditQuerySchema,
// the query applied, its first page as the API answers it (a ServerAnswer: a late answer to an earlier period is
// dropped, its failure kept here), and the pages after it, asked one at a time ('more') with their own failure. The
// page observes it.
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { AuditEntry, AuditPage, AuditQuery } from '@checkout/shared/contract';
import type { Clock } from '@checkout/shared/dates';
import {
  VALIDATION_MESSAGES,
  WIRE_VALIDATE_OPTIONS,
  auditQuerySchema,
  fieldErrorsOf,
} from '@checkout/shared/schemas';
import type { StaffClient } from '@checkout/shared/staff';
import { ServerAnswer } from '../../app/server-answer';
import { thisWeek } from '../../app/weeks';

/** The form's dates (yyyy-mm-dd, the date inputs' own form); '' for none. */
export interface AuditPeriod {
  from: string;
  till: string;
}

/** What the form's dates lack, each an i18n key (the page's own words, or the kernel's `validation.*` message). */
export type AuditPeriodErrors = Partial<Record<keyof AuditPeriod, string>>;

export interface AuditModelOptions {
  api: Pick<StaffClient, 'audit'>;
  clock: Clock;
}

/** The query of a period: the dates given. */
export const auditQueryOf = ({ from, till }: AuditPeriod): AuditQuery => ({
  ...(from ? { from } : {}),
  ...(till ? { till } : {}),
});

export class AuditModel {
  /** The form's dates, as entered. */
  period: AuditPeriod;
  /** What the form's dates lack, found when they were last applied. */
  errors: AuditPeriodErrors = {};
  /** The query shown. */
  query: AuditQuery;
  /** The query's first page, its failure. */
  readonly trail = new ServerAnswer<AuditPage>();
  /** The entries of the pages asked after the first, and the cursor after them; null before any. */
  later: AuditPage | null = null;
  /** A page after the first is being asked. */
  loadingMore = false;
  /** Why asking the next page failed; null when it did not. */
  moreError: unknown = null;

  private readonly options: AuditModelOptions;
  /** Bumped by every query (and by dispose): a page asked for an earlier one is dropped. */
  private round = 0;

  constructor(options: AuditModelOptions) {
    this.options = options;
    this.query = thisWeek(options.clock);
    this.period = { from: this.query.from ?? '', till: this.query.till ?? '' };
    makeObservable(this, {
      period: observable.ref,
      errors: observable.ref,
      query: observable.ref,
      later: observable.ref,
      loadingMore: observable,
      moreError: observable.ref,
      entries: computed,
      nextCursor: computed,
      edit: action,
      apply: action,
    });
  }

  /** The entries shown, newest first; null until the first page is answered. */
  get entries(): AuditEntry[] | null {
    const first = this.trail.value;
    return first ? [...first.items, ...(this.later?.items ?? [])] : null;
  }

  /** Where the next page starts; null when there is none. */
  get nextCursor(): string | null {
    return this.later ? this.later.nextCursor : (this.trail.value?.nextCursor ?? null);
  }

  /** The query's first page. */
  load(): Promise<void> {
    return this.ask();
  }

  /** The form's dates as entered. */
  edit(patch: Partial<AuditPeriod>): void {
    this.period = { ...this.period, ...patch };
  }

  /** What the kernel's auditQuerySchema says of a period, in the page's words where it has them. */
  errorsOf(period: AuditPeriod): AuditPeriodErrors {
    const found = fieldErrorsOf(auditQuerySchema, auditQueryOf(period), WIRE_VALIDATE_OPTIONS);
    const errors: AuditPeriodErrors = {};
    if (found.from) errors.from = found.from;
    if (found.till) {
      // The range's rule: the last day before the first, or the two too far apart (the kernel's message).
      const order = found.till === VALIDATION_MESSAGES.invalid && period.from > period.till;
      errors.till = order ? 'backoffice.list.datesOrder' : found.till;
    }
    return errors;
  }

  /** Shows the form's period, when the schema takes it. */
  apply(): Promise<void> {
    this.errors = this.errorsOf(this.period);
    if (Object.keys(this.errors).length > 0) return Promise.resolve();
    this.query = auditQueryOf(this.period);
    return this.ask();
  }

  /** The page after those shown, added below them. */
  async more(): Promise<void> {
    const cursor = this.nextCursor;
    if (!cursor || this.loadingMore) return;
    const round = this.round;
    runInAction(() => {
      this.loadingMore = true;
      this.moreError = null;
    });
    try {
      const page = await this.options.api.audit({ ...this.query, cursor });
      if (round !== this.round) return;
      runInAction(() => {
        this.later = { items: [...(this.later?.items ?? []), ...page.items], nextCursor: page.nextCursor };
        this.loadingMore = false;
      });
    } catch (error) {
      if (round !== this.round) return;
      runInAction(() => {
        this.moreError = error;
        this.loadingMore = false;
      });
    }
  }

  dispose(): void {
    this.round += 1;
    this.trail.dispose();
  }

  private ask(): Promise<void> {
    this.round += 1;
    runInAction(() => {
      this.later = null;
      this.loadingMore = false;
      this.moreError = null;
    });
    const query = this.query;
    return this.trail.ask(() => this.options.api.audit(query));
  }
}
