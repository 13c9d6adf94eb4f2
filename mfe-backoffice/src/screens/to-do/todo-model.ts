// The to-do page's model: what still needs the branch (StaffTodo), asked once per visit, its failure and a retry
// kept here; the page observes it.
import { computed, makeObservable } from 'mobx';
import type { StaffTodo } from '@checkout/shared/contract';
import type { StaffClient } from '@checkout/shared/staff';
import { ServerAnswer } from '../../app/server-answer';

export class TodoModel {
  /** The API's to-do, its failure and the retry. */
  readonly todo = new ServerAnswer<StaffTodo>();

  constructor(private readonly api: Pick<StaffClient, 'todo'>) {
    makeObservable(this, { hiddenRequests: computed, hiddenCollisions: computed });
  }

  /** Open requests beyond those listed (the API lists at most 200 of each). */
  get hiddenRequests(): number {
    const todo = this.todo.value;
    return todo ? Math.max(0, todo.counts.requests - todo.requests.length) : 0;
  }

  /** Colliding consultations beyond those listed. */
  get hiddenCollisions(): number {
    const todo = this.todo.value;
    return todo ? Math.max(0, todo.counts.collisions - todo.collisions.length) : 0;
  }

  load(): Promise<void> {
    return this.todo.ask(() => this.api.todo());
  }

  retry(): Promise<void> {
    return this.todo.retry();
  }

  dispose(): void {
    this.todo.dispose();
  }
}
