import { makeAutoObservable } from 'mobx';
import type { ApiErrorCode, ReserveResponse } from '../contract';

/**
 * The booking of step 6 as every step and the shell see it (spec: Reservation, Booking response). How the
 * request is built and what a failure leads to is step 6's own logic in mfe-confirmation.
 */
export interface ReservationState {
  /** The reserve request is under way (the step shows a loader; the hold cannot expire meanwhile). */
  readonly loading: boolean;
  /** The booking succeeded; every page but step 7 and init then redirects to init. */
  readonly isBooked: boolean;
  /** appointmentText, bookingId and consultantId of the successful booking. */
  readonly response: ReserveResponse | null;
  /** Idempotency-Key of the current booking attempt, kept across reloads so a retry never books twice. */
  readonly idempotencyKey: string;
  /** Fingerprint of the body last sent with idempotencyKey; a different body gets a new key. */
  readonly idempotencyFingerprint: string;
  /** Anonymous checkout session id that holds the picked slot. */
  readonly checkoutSessionId: string;
  /** Error code of the last failed attempt; '' when none. */
  readonly lastError: ApiErrorCode | '';
  /** Starts an attempt sent with this key for a body of this fingerprint. */
  startAttempt(idempotencyKey: string, fingerprint: string): void;
  /** The attempt booked. */
  markBooked(response: ReserveResponse): void;
  /** The attempt failed with this code. */
  markFailed(code: ApiErrorCode): void;
  /** The hour was lost at booking: step 3 says so on its next entry (see takeSlotConflict). */
  markSlotConflict(): void;
  /** True once after a lost slot (then false): step 3 shows its 'taken' message on that entry only. */
  takeSlotConflict(): boolean;
}

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
