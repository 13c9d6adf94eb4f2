import { makeAutoObservable } from 'mobx';
import type { ReservationState } from '../federation/booking-parts';
import type { ApiErrorCode, ReserveResponse } from '../contract';

export type { ReservationState };

/** The booking state, persisted under CHECKOUT-RESERVATION (loading, lastError and slotConflict are not). */
export class ReservationStore implements ReservationState {
  /** The reserve request is under way. */
  loading = false;
  /** The booking succeeded. */
  isBooked = false;
  /** The successful booking's answer. */
  response: ReserveResponse | null = null;
  /** Idempotency-Key of the current booking attempt. */
  idempotencyKey = '';
  /** Fingerprint of the body last sent with idempotencyKey. */
  idempotencyFingerprint = '';
  /** Anonymous checkout session id that holds the picked slot. */
  checkoutSessionId = '';
  /** Error code of the last failed attempt; '' when none. */
  lastError: ApiErrorCode | '' = '';
  /** The last attempt found the hour gone; step 3 says so once. */
  slotConflict = false;

  constructor(private readonly newId: () => string) {
    makeAutoObservable<ReservationStore, 'newId'>(this, { newId: false }, { autoBind: true });
  }

  /** Gives the store its ids when storage had none. */
  ensureIds(): void {
    if (this.checkoutSessionId === '') this.checkoutSessionId = this.newId();
    if (this.idempotencyKey === '') this.idempotencyKey = this.newId();
  }

  startAttempt(idempotencyKey: string, fingerprint: string): void {
    this.idempotencyKey = idempotencyKey;
    this.idempotencyFingerprint = fingerprint;
    this.loading = true;
    this.lastError = '';
  }

  markBooked(response: ReserveResponse): void {
    this.response = response;
    this.isBooked = true;
    this.loading = false;
  }

  markFailed(code: ApiErrorCode): void {
    this.lastError = code;
    this.loading = false;
  }

  markSlotConflict(): void {
    this.slotConflict = true;
  }

  takeSlotConflict(): boolean {
    const conflict = this.slotConflict;
    this.slotConflict = false;
    return conflict;
  }

  /** Init: a new booking with a fresh idempotency key. */
  reset(): void {
    this.slotConflict = false;
    this.loading = false;
    this.isBooked = false;
    this.response = null;
    this.lastError = '';
    this.idempotencyKey = this.newId();
    this.idempotencyFingerprint = '';
  }
}
