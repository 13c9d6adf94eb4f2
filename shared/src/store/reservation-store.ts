import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiErrorCode, ReserveRequest, ReserveResponse } from '../contract';
import { isApiError } from '../api-client/api-error';
import type { RootStore } from './root-store';

/** What the summary step does next: step 7, back to step 3, the session-expired screen, or the error page. */
export type ReserveOutcome = 'booked' | 'slot-taken' | 'session-expired' | 'failed';

/** A short stable fingerprint of a request body (FNV-1a), to tell a retry from a changed booking. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16);
}

/** Fields of a 400 that mean the chosen appointment itself can no longer be booked. */
const APPOINTMENT_FIELDS = ['appointmentDate', 'appointmentTime', 'customDate', 'customHour'];
const isStaleAppointment = (fields: Record<string, string> | undefined): boolean =>
  fields !== undefined && APPOINTMENT_FIELDS.some((field) => field in fields);

/** The booking request of step 6 (spec: Reservation, Booking response). */
export class ReservationStore {
  /** The reserve request is under way (the step shows a loader). */
  loading = false;
  /** The booking succeeded; every page but step 7 and init then redirects to init. */
  isBooked = false;
  /** appointmentText, bookingId and consultantId of the successful booking. */
  response: ReserveResponse | null = null;
  /** Idempotency-Key of the current booking attempt, kept across reloads so a retry never books twice. */
  idempotencyKey = '';
  /** Fingerprint of the body last sent with idempotencyKey; a different body gets a new key. */
  idempotencyFingerprint = '';
  /** Anonymous checkout session id that holds the picked slot. */
  checkoutSessionId = '';
  /** Error code of the last failed attempt; '' when none. */
  lastError: ApiErrorCode | '' = '';
  /** The last attempt found the hour gone (taken, or taken after the hold ran out); step 3 says so once. */
  slotConflict = false;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<ReservationStore, 'root'>(this, { root: false }, { autoBind: true });
  }

  /** Gives the store its ids when storage had none. */
  ensureIds(): void {
    if (this.checkoutSessionId === '') this.checkoutSessionId = this.root.newId();
    if (this.idempotencyKey === '') this.idempotencyKey = this.root.newId();
  }

  /** Posts the booking with the idempotency key; on success stores the response and sets isBooked. */
  async reserve(request: ReserveRequest = this.root.buildReserveRequest()): Promise<ReserveOutcome> {
    const print = fingerprint(JSON.stringify(request));
    if (
      this.idempotencyKey === '' ||
      (this.idempotencyFingerprint !== '' && this.idempotencyFingerprint !== print)
    ) {
      this.idempotencyKey = this.root.newId();
    }
    this.idempotencyFingerprint = print;
    this.loading = true;
    this.lastError = '';
    try {
      const response = await this.root.api.reserve(request, this.idempotencyKey);
      runInAction(() => {
        this.response = response;
        this.isBooked = true;
      });
      return 'booked';
    } catch (error) {
      this.root.logger.error('The reservation failed', error);
      const code = isApiError(error) ? error.code : 'internal';
      runInAction(() => {
        this.lastError = code;
      });
      // Taken by someone else: another hour is needed, and everything else the visitor entered stays
      // (docs/decisions.md, 'Step 6: a slot lost at booking').
      if (code === 'slot_taken') {
        const hour = this.root.agenda.selectedHour;
        runInAction(() => {
          if (hour) this.root.agenda.markTaken(hour);
          this.slotConflict = true;
        });
        return 'slot-taken';
      }
      // This visitor's hold ran out and someone else took the hour meanwhile: the session expired.
      if (code === 'hold_expired') {
        this.root.session.markExpired();
        return 'session-expired';
      }
      // The appointment is no longer bookable at all (its hour passed the lead time, a custom date came too
      // near while the page stood open): the session is stale, the spec's session-expired screen restarts it.
      if (isApiError(error) && code === 'validation' && isStaleAppointment(error.body.fields)) {
        this.root.session.markExpired();
        return 'session-expired';
      }
      return 'failed';
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  /** True once after a lost slot (then false): step 3 shows its 'taken' message on that entry only. */
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
    this.idempotencyKey = this.root.newId();
    this.idempotencyFingerprint = '';
  }
}
