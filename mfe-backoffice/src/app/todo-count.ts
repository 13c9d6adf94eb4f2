// The header's count of what needs the branch (open requests and colliding consultations): asked when staff sign in,
// move to another page, or change something the API accepted (StaffClient.onChange), and every half minute, the last
// count kept meanwhile. The half minute is also how an open page learns its session ended (a member deactivated: issue
// 47): the call's 401 tells the store, which shows the sign-in screen within a minute.
import { computed, makeObservable, reaction } from 'mobx';
import type { StaffTodo } from '@checkout/shared/contract';
import type { BackofficeStore } from './backoffice-store';
import { ServerAnswer } from './server-answer';

/** How often the count is asked while a page stays open (and so how soon an ended session is noticed). */
export const TODO_REFRESH_MS = 30_000;

export class TodoCount {
  /** The to-do as last answered (its counts are what the header shows). */
  readonly todo = new ServerAnswer<StaffTodo>();

  constructor(private readonly store: Pick<BackofficeStore, 'api' | 'staff' | 'navigations'>) {
    makeObservable(this, { count: computed });
  }

  /** Open requests and collisions in all; null before the first answer or while nobody is signed in. */
  get count(): number | null {
    const counts = this.todo.value?.counts;
    return this.store.staff && counts ? counts.requests + counts.collisions : null;
  }

  /** Asks again now (kept: the count stays while asking). */
  refresh(): void {
    if (this.store.staff) void this.todo.ask(() => this.store.api.todo(), { keep: true });
  }

  /** Follows sign-ins, page moves and changes until the returned stop is called. */
  start(): () => void {
    const stopFollowing = reaction(
      () => [this.store.staff?.id, this.store.navigations] as const,
      () => this.refresh(),
      { fireImmediately: true },
    );
    const stopListening = this.store.api.onChange(() => this.refresh());
    const timer = setInterval(() => this.refresh(), TODO_REFRESH_MS);
    return () => {
      clearInterval(timer);
      stopFollowing();
      stopListening();
      this.todo.dispose();
    };
  }
}
