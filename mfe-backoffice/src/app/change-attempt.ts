// A change staff confirm (a booking, a move, an accepted request, a reassignment), as a screen's model keeps it: the
// request being confirmed, its Idempotency-Key (one per confirmation, the same when it is sent again after a failure,
// so a lost answer never books twice), whether it is under way, and why the API refused it.
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { isApiError } from '@checkout/shared';

export class ChangeAttempt<R, A> {
  /** The request being confirmed; null while staff still choose (the form). */
  request: R | null = null;
  /** The confirmation is being sent. */
  sending = false;
  /** Why the latest send failed (an ApiError as the staff client raises); null when it did not. */
  error: unknown = null;
  /** The request the latest failure answered (its fields' refusals hold while those values stay). */
  refused: R | null = null;
  /** The Idempotency-Key of this confirmation. */
  private key = '';

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {
    makeObservable<ChangeAttempt<R, A>, 'settle'>(this, {
      request: observable.ref,
      sending: observable,
      error: observable.ref,
      refused: observable.ref,
      fieldErrors: computed,
      collided: computed,
      open: action,
      close: action,
      settle: action,
    });
  }

  /** What the API's 400 named per field (its own words), for the form to show beside each. */
  get fieldErrors(): Record<string, string> {
    return isApiError(this.error) && this.error.status === 400 ? (this.error.body.fields ?? {}) : {};
  }

  /** Whether the API refused it because something collides (409): the screen asks its calendar again. */
  get collided(): boolean {
    return isApiError(this.error) && this.error.status === 409;
  }

  /** Staff go on to confirm `request`: a new confirmation, a new key. */
  open(request: R): void {
    this.request = request;
    this.key = this.newKey();
    this.error = null;
  }

  /** Back to choosing (the confirmation is left; a refusal's field errors stay for the form). */
  close(): void {
    this.request = null;
  }

  /** Sends the confirmed request with its key: the API's answer, or null when it failed (see `error`). */
  async send(call: (request: R, key: string) => Promise<A>): Promise<A | null> {
    const request = this.request;
    if (!request || this.sending) return null;
    runInAction(() => {
      this.sending = true;
      this.error = null;
    });
    try {
      const answer = await call(request, this.key);
      this.settle(null, null);
      this.close();
      return answer;
    } catch (error) {
      this.settle(error, request);
      return null;
    }
  }

  private settle(error: unknown, refused: R | null): void {
    this.sending = false;
    this.error = error;
    this.refused = refused;
  }
}
