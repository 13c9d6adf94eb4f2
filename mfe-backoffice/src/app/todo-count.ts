// The header's count of what needs the branch (open requests and colliding consultations): asked when staff sign in,
// move to another page, or change something the API accepted (StaffClient.onChange), the last count kept meanwhile.
import { computed, makeObservable, reaction } from 'mobx';
import type { StaffTodo } from '@checkout/shared/contract';
import type { BackofficeStore } from './backoffice-store';
import { ServerAnswer } from './server-answer';

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
    return () => {
      stopFollowing();
      stopListening();
      this.todo.dispose();
    };
  }
}
