// What a screen's model asked the API last: its answer, its failure and a retry, as the checkout's models keep them
// (mfe-agenda's day-list.ts). Every question gets a generation, so a late answer to an earlier question is dropped.
import { action, makeObservable, observable, runInAction } from 'mobx';

export class ServerAnswer<T> {
  /** The latest question's answer; null while it is asked (unless kept) or when it failed before any answer. */
  value: T | null = null;
  /** Why the latest question failed (an ApiError, as the staff client raises); null when it did not. */
  error: unknown = null;
  /** The latest question is under way. */
  loading = false;
  /** Bumped by every question (and by dispose), so that answers of an older one are ignored. */
  private generation = 0;
  /** The latest question and how it was asked, asked again by retry(). */
  private last: { question: () => Promise<T>; keep: boolean } | null = null;

  constructor() {
    makeObservable<ServerAnswer<T>, 'settle'>(this, {
      value: observable.ref,
      error: observable.ref,
      loading: observable,
      settle: action,
    });
  }

  /**
   * Asks `question`; its answer replaces the value unless a later question was asked meanwhile. `keep`: the last
   * value stays shown while asking, and after a failure (a count in the header).
   */
  async ask(question: () => Promise<T>, { keep = false }: { keep?: boolean } = {}): Promise<void> {
    this.generation += 1;
    const generation = this.generation;
    this.last = { question, keep };
    runInAction(() => {
      this.loading = true;
      this.error = null;
      if (!keep) this.value = null;
    });
    try {
      const value = await question();
      if (generation === this.generation) this.settle(value, null);
    } catch (error) {
      if (generation === this.generation) this.settle(keep ? this.value : null, error);
    }
  }

  /** Asks the latest question again (the retry button). */
  retry(): Promise<void> {
    return this.last ? this.ask(this.last.question, { keep: this.last.keep }) : Promise.resolve();
  }

  /** Ignores every answer still under way (the screen was left). */
  dispose(): void {
    this.generation += 1;
    runInAction(() => (this.loading = false));
  }

  private settle(value: T | null, error: unknown): void {
    this.value = value;
    this.error = error;
    this.loading = false;
  }
}
