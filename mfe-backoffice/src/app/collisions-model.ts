// The model of a list of colliding consultations (time off's, and those a change of working hours left outside them),
// each settled in one step: reassigned to a colleague or cancelled. It offers as colleagues only the advisors of the
// consultation's branch who offer its advice mode and are free at its very time within their working hours (an
// accepted custom-date request's time is not bound to them: ConsultationDetail.fromRequest), read from the branch's
// calendar of its day: one question per day shown, each a ServerAnswer with its failure and retry. A collision is a
// ConsultationRow, which does not say whether it was a request: its consultation is asked only where that decides,
// when a colleague is free then but outside their hours.
import { action, computed, makeObservable, observable } from 'mobx';
import type {
  ConsultationDetail,
  ConsultationRow,
  StaffAdvisor,
  StaffCalendar,
} from '@checkout/shared/contract';
import type { StaffClient } from '@checkout/shared/staff';
import type { AnswerLike } from './AnswerState';
import { freeAt } from './day-fit';
import { ServerAnswer } from './server-answer';

export interface CollisionsModelOptions {
  api: Pick<StaffClient, 'calendar' | 'consultation'>;
  /** The colliding consultations, in the order shown. */
  rows: readonly ConsultationRow[];
  /** Whether the member may reassign (an advisor may not: nothing is asked then). */
  reassigns: boolean;
}

/** The colleagues free at a consultation's time: those within their working hours, and those outside them. */
interface FreeColleagues {
  withinHours: StaffAdvisor[];
  anyHours: StaffAdvisor[];
}

/** The calendar a consultation's day is read from: its branch's, that day. */
const dayKey = (row: ConsultationRow): string => `${row.agency.id} ${row.date}`;

export class CollisionsModel {
  /** The consultations settled in the page (reassigned or cancelled), by id. */
  readonly settled = observable.set<string>();
  /** The branch's calendar of each day shown (dayKey), its failure and retry. */
  private readonly days = new Map<string, ServerAnswer<StaffCalendar>>();
  /** A consultation whose time decides whether it was an accepted request (fromRequest), asked once. */
  private readonly origins = observable.map<string, ServerAnswer<ConsultationDetail>>({}, { deep: false });
  /** The list was left: nothing more is asked. */
  private disposed = false;

  constructor(private readonly options: CollisionsModelOptions) {
    if (options.reassigns) {
      for (const row of options.rows) {
        if (!this.days.has(dayKey(row))) this.days.set(dayKey(row), new ServerAnswer());
      }
    }
    makeObservable(this, { left: computed, settle: action });
  }

  get rows(): readonly ConsultationRow[] {
    return this.options.rows;
  }

  /** Whether the member may reassign. */
  get reassigns(): boolean {
    return this.options.reassigns;
  }

  /** How many of the consultations are still to settle. */
  get left(): number {
    return this.rows.filter((row) => !this.settled.has(row.id)).length;
  }

  /** Each day shown, asked once. */
  async load(): Promise<void> {
    await Promise.all([...this.days.keys()].map((key) => this.askDay(key)));
  }

  dispose(): void {
    this.disposed = true;
    for (const answer of [...this.days.values(), ...this.origins.values()]) answer.dispose();
  }

  settle(row: ConsultationRow): void {
    this.settled.add(row.id);
  }

  /**
   * The colleagues it can be reassigned to, by name; null while that is not known yet (or could not be: see
   * answerOf).
   */
  colleaguesOf(row: ConsultationRow): StaffAdvisor[] | null {
    const free = this.freeAt(row);
    if (!free) return null;
    if (free.anyHours.length === free.withinHours.length) return free.withinHours;
    const origin = this.origins.get(row.id)?.value;
    if (!origin) return null;
    return origin.fromRequest ? free.anyHours : free.withinHours;
  }

  /**
   * What is asked for its colleagues, as AnswerState shows it: the loader until they are known, or the failure of the
   * day's calendar (or of the consultation) with its retry.
   */
  answerOf(row: ConsultationRow): AnswerLike {
    const day = this.days.get(dayKey(row));
    const origin = this.origins.get(row.id);
    const value = this.colleaguesOf(row);
    const error = day?.error ?? origin?.error ?? null;
    return {
      value,
      error,
      loading: value === null && error === null,
      retry: () => (day?.error ? this.askDay(dayKey(row)) : (origin?.retry() ?? Promise.resolve())),
    };
  }

  /**
   * A reassignment of it was answered (`accepted`, or refused: taken meanwhile). While another consultation of that
   * day is still to settle, the day is asked again (its choices kept meanwhile), so what was taken is not offered.
   */
  reassigned(row: ConsultationRow, accepted: boolean): Promise<void> {
    if (accepted) this.settle(row);
    const key = dayKey(row);
    const open = this.rows.some((other) => dayKey(other) === key && !this.settled.has(other.id));
    return open ? this.askDay(key, { keep: true }) : Promise.resolve();
  }

  /** The advisors of its branch, but its own, who offer its advice mode and are free at its very time. */
  private freeAt(row: ConsultationRow): FreeColleagues | null {
    const calendar = this.days.get(dayKey(row))?.value;
    if (!calendar) return null;
    const free: FreeColleagues = { withinHours: [], anyHours: [] };
    for (const { days, ...advisor } of calendar.advisors) {
      const day = days.find((d) => d.date === row.date);
      if (
        !day ||
        advisor.agencyId !== row.agency.id ||
        advisor.id === row.advisor?.id ||
        !advisor.modes.includes(row.adviceMode)
      )
        continue;
      if (!freeAt(day, row, advisor.modes, { withinHours: false })) continue;
      free.anyHours.push(advisor);
      if (freeAt(day, row, advisor.modes)) free.withinHours.push(advisor);
    }
    const byName = (a: StaffAdvisor, b: StaffAdvisor) => a.name.localeCompare(b.name);
    free.anyHours.sort(byName);
    free.withinHours.sort(byName);
    return free;
  }

  private async askDay(key: string, { keep = false }: { keep?: boolean } = {}): Promise<void> {
    const answer = this.days.get(key);
    const row = this.rows.find((r) => dayKey(r) === key);
    if (!answer || !row) return;
    const query = { date: row.date, days: 1, agencyId: row.agency.id };
    await answer.ask(() => this.options.api.calendar(query), { keep });
    await this.askOrigins(key);
  }

  /** Asks, once, the consultations of that day whose colleagues depend on whether they were requests. */
  private async askOrigins(key: string): Promise<void> {
    const undecided = this.rows.filter((row) => {
      if (this.disposed || dayKey(row) !== key || this.origins.has(row.id)) return false;
      const free = this.freeAt(row);
      return free !== null && free.anyHours.length !== free.withinHours.length;
    });
    const asked = undecided.map((row) => {
      const answer = new ServerAnswer<ConsultationDetail>();
      action(() => this.origins.set(row.id, answer))();
      return answer.ask(() => this.options.api.consultation(row.id));
    });
    await Promise.all(asked);
  }
}
