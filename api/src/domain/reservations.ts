// Reservations: one transaction, an exclusion constraint against overlapping consultations, idempotent replays.
import { randomUUID } from 'node:crypto';
import { LEGACY_KEY_ID, type Key, type Keyring } from '../keyring';
import {
  fromWireAdviceMode,
  offersAdviceMode,
  type Culture,
  type ReserveRequest,
  type ReserveResponse,
} from '@checkout/shared/contract';
import { VALIDATION_MESSAGES } from '@checkout/shared/schemas';
import {
  fromIsoDate,
  isCustomDateDisabled,
  isCustomTimeAllowed,
  parseIsoDate,
  zurichTime,
} from '@checkout/shared/dates';
import { isUniqueViolation, type Database, type Queryable } from '../db/database';
import { enqueueBookingMessages, type MessagePlanOptions } from '../notifications/outbox';
import { hashManageToken, manageTokenFor, newBookingReference } from './manage-token';
import {
  holdExpired,
  isSlotConflict,
  rateLimited,
  slotTaken,
  validationError,
  type DomainError,
} from './errors';
import { BOOKING_CAP_WINDOW_MS as DAY_MS, BOOKING_CAPS, type BookingCaps } from './limits';
import { textsFor } from '../i18n/texts';
import { adviceModesOf, advisorName, lang } from './catalogue';
import { findAdvisor, unknownIds, type AdvisorRow } from '../repositories/catalogue-repository';
import { requireAppointmentSlot } from './holds';
import {
  findAgency,
  findIdempotentAnswer,
  insertBooking,
  ownHoldExpiry,
  saveIdempotentAnswer,
  shareLockAdvisor,
  type AgencyRow,
  bookingsForEmailSince,
  bookingsOfClientOnAdvisorDay,
  bookingsOfClientSince,
} from '../repositories/booking-repository';
import {
  deleteHold,
  isHeldByOtherSession,
  isRangeClaimed,
  overlappingConsultation,
} from '../repositories/slot-repository';
import { spendProofs } from '../repositories/proof-repository';
import { isAbsentDuring } from '../repositories/absence-repository';
import { appointmentRange, isCalendarConflict } from './calendar';
import { requestHash, storedAnswerFor } from './idempotency';

export interface ReserveOutcome {
  /** 201 for a new booking, 200 for an idempotent replay. */
  status: 200 | 201;
  response: ReserveResponse;
}

/** appointmentText: markup of the catalogue's appointmentText.* in the visitor's language, every value escaped. */
const appointmentText = (
  body: ReserveRequest,
  advisor: AdvisorRow | undefined,
  agency: AgencyRow | undefined,
  till: string,
): string => {
  const l = lang(body.culture);
  const t = textsFor(body.culture);
  const day = (date: string) =>
    t.text('appointmentText.day', { weekday: t.weekday(date), date: fromIsoDate(date) });
  const address = agency
    ? t.text('agency.address', {
        name: l === 'fr' ? agency.name_fr : agency.name_de,
        street: agency.street,
        zip: agency.zip,
        city: l === 'fr' ? agency.city_fr : agency.city_de,
      })
    : '';
  if (body.customDate !== '') {
    return t.html('appointmentText.custom', { day: day(body.customDate), time: body.customHour, address });
  }
  const slot = t.html('appointmentText.slot', {
    advisor: advisor ? advisorName(advisor) : '',
    day: day(body.appointmentDate),
    from: body.appointmentTime,
    till,
    mode: t.adviceMode(body.adviceMode),
  });
  return body.adviceMode === 'personal' && address !== ''
    ? slot + t.html('appointmentText.place', { address })
    : slot;
};

const findReplay = async (
  db: Database,
  key: string,
  hash: string,
  culture: Culture,
  keys: Keyring,
  now: Date,
): Promise<ReserveOutcome | undefined> => {
  const row = storedAnswerFor(await findIdempotentAnswer(db, key), hash, culture);
  if (!row) return undefined;
  // The manage token is stored nowhere: derived again for the replay, with the booking's key while accepted.
  const manageKey = keys.accepted(row.manage_key_id ?? LEGACY_KEY_ID, now);
  return {
    status: 200,
    response: {
      ...row.response,
      manageToken: manageKey ? manageTokenFor(manageKey, row.response.bookingId) : '',
    },
  };
};

export interface ReserveOptions extends MessagePlanOptions {
  /** The keyring the manage links' tokens are made with (domain/manage.ts). */
  keys: Keyring;
  /** The booking caps (domain/limits.ts BOOKING_CAPS). */
  caps?: BookingCaps;
}

/** Refuses a booking past a cap: 429, retry when the first booking of the window is a day old. */
const refuseAfterDay = (first: Date | undefined, now: Date, culture: Culture): DomainError =>
  rateLimited(
    culture,
    first ? Math.max(1, (first.getTime() + DAY_MS - now.getTime()) / 1000) : DAY_MS / 1000,
  );

/**
 * The caps of issue 32: bookings per client a day and per client on one advisor's day, and bookings for one
 * e-mail address a day (so that the checkout's mails cannot be aimed at someone). Caps, not counts: two
 * reservations at the same instant may both pass one.
 */
const requireBelowBookingCaps = async (
  db: Queryable,
  body: ReserveRequest,
  clientKey: string,
  now: Date,
  caps: BookingCaps,
): Promise<void> => {
  const since = new Date(now.getTime() - DAY_MS);
  const [ofClient, forEmail, onAdvisorDay] = await Promise.all([
    bookingsOfClientSince(db, clientKey, since),
    bookingsForEmailSince(db, body.userEmail.trim(), since),
    body.customDate === ''
      ? bookingsOfClientOnAdvisorDay(db, clientKey, body.advisorId, body.appointmentDate)
      : Promise.resolve(0),
  ]);
  if (ofClient.count >= caps.perClientDay) throw refuseAfterDay(ofClient.first, now, body.culture);
  if (forEmail.count >= caps.perEmailDay) throw refuseAfterDay(forEmail.first, now, body.culture);
  if (onAdvisorDay >= caps.perClientAdvisorDay) throw refuseAfterDay(undefined, now, body.culture);
};

/** Checks every id of the body against the catalogue; 400 naming each unknown one. */
const checkReferences = async (db: Database, body: ReserveRequest): Promise<void> => {
  const fields: Record<string, string> = {};
  const lists = [
    ['selectedAgencyLocations', 'agencies', body.selectedAgencyLocations],
    ['selectedDestinations', 'destinations', body.selectedDestinations],
  ] as const;
  for (const [field, table, ids] of lists) {
    if ((await unknownIds(db, table, ids)).length > 0) fields[field] = VALIDATION_MESSAGES.unknown;
  }
  if (
    body.travelExperienceId !== '' &&
    (await unknownIds(db, 'travel_experiences', [body.travelExperienceId])).length > 0
  ) {
    fields.travelExperienceId = VALIDATION_MESSAGES.unknown;
  }
  if (body.advisorId !== '' && (await unknownIds(db, 'advisors', [body.advisorId])).length > 0) {
    fields.advisorId = VALIDATION_MESSAGES.unknown;
  }
  if (Object.keys(fields).length > 0) throw validationError(fields, body.culture);
};

/** What the checks found a reservation books: its advisor (slot bookings), its branch office and the slot's end. */
interface Checked {
  isCustom: boolean;
  advisor: AdvisorRow | undefined;
  agencyId: string;
  agency: AgencyRow | undefined;
  /** The slot's end (HH:mm); '' for a custom-date request. */
  till: string;
}

/** A custom-date request's day and hour against the spec's custom rules; 400 naming the field that breaks one. */
const checkCustomDate = (body: ReserveRequest, now: Date): void => {
  const customDay = parseIsoDate(body.customDate);
  if (isCustomDateDisabled(customDay, zurichTime(now).date)) {
    throw validationError({ customDate: VALIDATION_MESSAGES.slotUnavailable }, body.culture);
  }
  if (!isCustomTimeAllowed(customDay, body.customHour)) {
    throw validationError({ customHour: VALIDATION_MESSAGES.slotUnavailable }, body.culture);
  }
};

/**
 * The checks before the transaction: every id known, the caps of issue 32, the hour offered by the advisor in the
 * advice mode (or the custom date allowed), and a branch office that takes custom-date requests. 400 or 429 when
 * one fails; nothing is written.
 */
const checkReservation = async (
  db: Database,
  body: ReserveRequest,
  now: Date,
  clientKey: string,
  caps: BookingCaps,
): Promise<Checked> => {
  const { culture } = body;
  await checkReferences(db, body);
  await requireBelowBookingCaps(db, body, clientKey, now, caps);
  const isCustom = body.customDate !== '';
  const advisor = body.advisorId !== '' ? await findAdvisor(db, body.advisorId) : undefined;
  let till = '';
  let agencyId: string;
  if (isCustom) {
    checkCustomDate(body, now);
    agencyId = body.selectedAgencyLocations[0] ?? '';
  } else {
    const slot = await requireAppointmentSlot(db, body, now, culture);
    if (!advisor || !offersAdviceMode(adviceModesOf(advisor), fromWireAdviceMode(body.adviceMode), slot)) {
      throw validationError({ adviceMode: VALIDATION_MESSAGES.invalid }, culture);
    }
    till = slot.till;
    agencyId = advisor.agency_id;
  }
  const agency = await findAgency(db, agencyId);
  // A branch without appointments outside opening hours takes no custom-date request (spec sections 3 and 6).
  if (isCustom && agency?.no_special_hours) {
    throw validationError({ selectedAgencyLocations: VALIDATION_MESSAGES.noSpecialHours }, culture);
  }
  return { isCustom, advisor, agencyId, agency, till };
};

/** One attempt at the booking, as the transaction writes it. */
interface Attempt {
  body: ReserveRequest;
  checked: Checked;
  bookingId: string;
  manageKey: Key;
  /** The manage link's token, made with manageKey (stored nowhere: the booking keeps its hash). */
  manageToken: string;
  /** The answer, stored under the Idempotency-Key without the manage token. */
  response: ReserveResponse;
  idempotencyKey: string | undefined;
  hash: string;
  /** When the session's own hold on the hour runs out; undefined when it holds none (slot bookings). */
  ownHoldEnds: Date | undefined;
  clientKey: string;
  now: Date;
}

/** The refusal when the hour is not the session's: hold_expired when its own hold ran out, else slot_taken. */
const conflictOf = ({ ownHoldEnds, now, body }: Attempt): DomainError =>
  ownHoldEnds && ownHoldEnds.getTime() <= now.getTime() ? holdExpired(body.culture) : slotTaken(body.culture);

/**
 * The booking's transaction: the hour taken only from the session's hold (a share lock on the advisor's row,
 * another live session's hold refused), then the booking row (the exclusion constraint decides a race), its
 * messages, the session's hold and proof of work spent and the answer under its Idempotency-Key: all or nothing.
 */
const bookInTransaction = async (
  tx: Queryable,
  attempt: Attempt,
  reference: string,
  options: ReserveOptions,
): Promise<void> => {
  const { body, checked, bookingId, now } = attempt;
  const { isCustom, advisor, agencyId } = checked;
  // The range the appointment occupies (issue 46); a request's is its wished hour's.
  const range = isCustom
    ? appointmentRange(body.advisorId, body.customDate, body.customHour)
    : appointmentRange(body.advisorId, body.appointmentDate, body.appointmentTime);
  if (!isCustom) {
    // Share lock: reservations run side by side, holds of this advisor wait (see holds.ts).
    await shareLockAdvisor(tx, body.advisorId);
    if (await isHeldByOtherSession(tx, range, body.checkoutSessionId, now)) throw conflictOf(attempt);
    // Time off stored since the hold (issue 34) takes the hour: absences lock the advisor's row to be stored.
    if (await isAbsentDuring(tx, range)) throw slotTaken(body.culture);
    // The hour is booked only from this session's hold on it (issue 32): the checkout always holds first,
    // so a reservation straight from a session token is refused like one whose hold ran out (or as taken,
    // when it is). A hold that ran out while the hour stayed free still counts (the traveller took long over
    // the form). A consultation overlapping the hour (one marked to settle too, which the constraint below does not
    // cover) takes it; a race with another reservation is left to the exclusion constraint, whose violation also
    // finds a concurrent attempt's answer under the same Idempotency-Key.
    if (!attempt.ownHoldEnds) {
      throw (await isRangeClaimed(tx, range, body.checkoutSessionId, now))
        ? slotTaken(body.culture)
        : holdExpired(body.culture);
    }
    if (await overlappingConsultation(tx, range)) throw conflictOf(attempt);
  }
  // A race the checks above cannot see (another reservation committing): bookings_advisor_no_overlap refuses the row.
  await insertBooking(tx, {
    id: bookingId,
    reference,
    manageTokenHash: hashManageToken(attempt.manageToken),
    manageKeyId: attempt.manageKey.id,
    clientKey: attempt.clientKey,
    kind: isCustom ? 'custom' : 'slot',
    advisorId: advisor?.id ?? null,
    slotDate: isCustom ? null : body.appointmentDate,
    slotTime: isCustom ? null : body.appointmentTime,
    startsAt: range.startsAt,
    endsAt: range.endsAt,
    agencyId,
    customDate: isCustom ? body.customDate : null,
    customTime: isCustom ? body.customHour : null,
    culture: body.culture,
    userLang: body.userLang,
    adviceMode: body.adviceMode,
    firstname: body.userFirstname.trim(),
    lastname: body.userLastname.trim(),
    email: body.userEmail.trim(),
    phone: body.userPhone.trim(),
    payload: body,
    createdAt: now,
  });
  // The messages are written in this transaction: they exist if and only if the booking does.
  await enqueueBookingMessages(tx, bookingId, now, options);
  await deleteHold(tx, body.checkoutSessionId);
  // The booking spends the session's proof of work with its hold: its next booking proves again (issue 32).
  await spendProofs(tx, body.checkoutSessionId, now);
  if (attempt.idempotencyKey) {
    // Stored without the manage token (derived again for a replay): the token is kept nowhere.
    await saveIdempotentAnswer(tx, {
      key: attempt.idempotencyKey,
      requestHash: attempt.hash,
      bookingId,
      response: { ...attempt.response, bookingReference: reference, manageToken: '' },
      now,
    });
  }
};

/** Attempts at a fresh booking reference when a drawn one is taken (about 1 in 10^6 at a million bookings). */
const REFERENCE_ATTEMPTS = 3;

/**
 * The transaction, tried again with a fresh reference when the drawn one is taken. A concurrent attempt with the
 * same Idempotency-Key may have won (its booking took the hour, or its commit let the session's hold go before this
 * attempt read it): its booking is the answer. Another lost race over the hour is a 409.
 */
const bookWithRetries = async (
  db: Database,
  attempt: Attempt,
  options: ReserveOptions,
): Promise<ReserveOutcome> => {
  for (let tries = 1; ; tries += 1) {
    const reference = newBookingReference();
    try {
      await db.transaction((tx) => bookInTransaction(tx, attempt, reference, options));
      return { status: 201, response: { ...attempt.response, bookingReference: reference } };
    } catch (error) {
      if (isUniqueViolation(error, 'bookings_reference_key') && tries < REFERENCE_ATTEMPTS) continue;
      const { idempotencyKey, hash, body, now } = attempt;
      const lostTheHour = isUniqueViolation(error) || isCalendarConflict(error);
      if ((lostTheHour || isSlotConflict(error)) && idempotencyKey) {
        const replay = await findReplay(db, idempotencyKey, hash, body.culture, options.keys, now);
        if (replay) return replay;
      }
      if (lostTheHour) throw conflictOf(attempt);
      throw error;
    }
  }
};

/**
 * A reservation (POST /checkout/reserve): a replay under its Idempotency-Key answers the first outcome (200);
 * else the checks, then the booking's transaction (201).
 */
export const reserve = async (
  db: Database,
  body: ReserveRequest,
  idempotencyKey: string | undefined,
  now: Date,
  options: ReserveOptions,
  /** The client as every cap counts it (http/client-address.ts). */
  clientKey: string,
): Promise<ReserveOutcome> => {
  const hash = requestHash(body);
  if (idempotencyKey) {
    const replay = await findReplay(db, idempotencyKey, hash, body.culture, options.keys, now);
    if (replay) return replay;
  }
  const checked = await checkReservation(db, body, now, clientKey, options.caps ?? BOOKING_CAPS);
  const bookingId = `bk_${randomUUID()}`;
  const manageKey = options.keys.current;
  const manageToken = manageTokenFor(manageKey, bookingId);
  const slot = { advisorId: body.advisorId, date: body.appointmentDate, time: body.appointmentTime };
  const outcome = await bookWithRetries(
    db,
    {
      body,
      checked,
      bookingId,
      manageKey,
      manageToken,
      response: {
        appointmentText: appointmentText(body, checked.advisor, checked.agency, checked.till),
        bookingId,
        consultantId: checked.advisor?.id ?? '',
        bookingReference: '',
        manageToken,
      },
      idempotencyKey,
      hash,
      // The session's own hold, if any: a live one is honoured, an expired one decides hold_expired vs slot_taken.
      ownHoldEnds: checked.isCustom ? undefined : await ownHoldExpiry(db, body.checkoutSessionId, slot),
      clientKey,
      now,
    },
    options,
  );
  return outcome;
};
