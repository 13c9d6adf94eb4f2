// Personal data's life cycle (issue 37, docs/personal-data.md): the retention job's statements (idempotent, so two
// processes running them at once change each row once), a traveller's rows found by e-mail address (and reference),
// what an export reads, the anonymisation of bookings and the record of each request.
import type { Queryable } from '../db/database';

/** Key of the advisory lock one retention run holds (the other processes skip their run meanwhile). */
export const RETENTION_LOCK_KEY = 73_110_037;

/**
 * What an anonymised booking's payload (the reserve body) keeps: the statistics and the travel wishes' catalogue
 * ids, nothing a person wrote or is named by.
 */
export const KEPT_PAYLOAD_FIELDS = [
  'id',
  'culture',
  'userLang',
  'adviceMode',
  'advisorId',
  'travelExperienceId',
  'customDate',
  'customHour',
  'appointmentDate',
  'appointmentTime',
  'userTravelDuration',
  'userTravelMonths',
  'userTravelResponsibly',
  'selectedDestinations',
  'selectedActivities',
  'selectedMobilityForms',
  'selectedAgencyLocations',
  'otherDestinations',
] as const;

/** Takes the retention run's lock for the transaction; false when another process holds it. */
export const tryRetentionLock = async (tx: Queryable): Promise<boolean> =>
  (
    await tx.query<{ locked: boolean }>('select pg_try_advisory_xact_lock($1::bigint) as locked', [
      RETENTION_LOCK_KEY,
    ])
  )[0]?.locked === true;

const count = (rows: unknown[]): number => rows.length;

/** Forgets the answers kept for replays of reservations, moves and staff changes made before `cutoff`. */
export const deleteIdempotencyBefore = async (
  tx: Queryable,
  cutoff: Date,
): Promise<{ reserve: number; move: number; staff: number }> => {
  const at = cutoff.toISOString();
  const reserve = await tx.query<{ key: string }>(
    'delete from idempotency_keys where created_at < $1 returning key',
    [at],
  );
  const move = await tx.query<{ key: string }>(
    'delete from manage_idempotency_keys where created_at < $1 returning key',
    [at],
  );
  const staff = await tx.query<{ key: string }>(
    'delete from staff_idempotency_keys where created_at < $1 returning key',
    [at],
  );
  return { reserve: count(reserve), move: count(move), staff: count(staff) };
};

/**
 * Empties the messages settled (sent, given up or withdrawn) before `cutoff`: the payload keeps the video room's
 * token only (not personal; the booking's later messages and the calendar feeds name the room), the recipient its
 * domain (`@example.ch`), the last error goes; kind, due, sent, failed, withdrawn and attempts stay.
 */
export const emptySettledMessagesBefore = async (tx: Queryable, cutoff: Date, now: Date): Promise<number> =>
  count(
    await tx.query<{ id: string }>(
      `update outbox
       set payload = jsonb_strip_nulls(jsonb_build_object('meetingToken', payload -> 'meetingToken')),
           recipient = '@' || split_part(recipient, '@', 2), last_error = null, payload_emptied_at = $2
       where payload_emptied_at is null and coalesce(sent_at, failed_at, withdrawn_at) < $1
       returning id`,
      [cutoff.toISOString(), now.toISOString()],
    ),
  );

/**
 * Bookings to anonymise: appointments (cancelled ones too) that began before `appointmentCutoff`, and custom-date
 * requests withdrawn or declined before `closedRequestCutoff`; at most `limit`, oldest first.
 */
export const bookingsDueForAnonymisation = async (
  tx: Queryable,
  cutoffs: { appointment: Date; closedRequest: Date },
  limit: number,
): Promise<string[]> =>
  (
    await tx.query<{ id: string }>(
      `select id from bookings
       where anonymised_at is null
         and (starts_at < $1
              or (kind = 'custom' and coalesce(declined_at, cancelled_at) < $2))
       order by starts_at, id
       limit $3`,
      [cutoffs.appointment.toISOString(), cutoffs.closedRequest.toISOString(), limit],
    )
  ).map((row) => row.id);

/** The ids of a traveller's bookings (not anonymised): by e-mail address in any case, and by reference if given. */
export const bookingsOfTraveller = async (
  db: Queryable,
  email: string,
  reference: string | null,
): Promise<string[]> =>
  (
    await db.query<{ id: string }>(
      `select id from bookings
       where anonymised_at is null and lower(email) = lower($1) and ($2::text is null or reference = $2)
       order by created_at, id`,
      [email, reference],
    )
  ).map((row) => row.id);

/** Bookings among `ids` whose appointment is still to come and not cancelled: cancelled first on erasure. */
export const liveFutureBookings = async (tx: Queryable, ids: string[], now: Date): Promise<string[]> =>
  (
    await tx.query<{ id: string }>(
      `select id from bookings
       where id = any($1::text[]) and cancelled_at is null and declined_at is null and outcome is null
         and (starts_at > $2 or kind = 'custom')
       order by id
       for update`,
      [ids, now.toISOString()],
      { waitsForLock: true },
    )
  ).map((row) => row.id);

export interface AnonymisedCounts {
  bookings: number;
  messages: number;
  idempotencyAnswers: number;
}

/**
 * Anonymises bookings: names, e-mail, phone, the manage link's hash, the client's hash and the branch's note go
 * (in the audit trail's entries too), the payload keeps KEPT_PAYLOAD_FIELDS; their settled messages are emptied (the ones still to be sent, such as an erasure's
 * cancellation, when they are marked sent or given up: markSent); the answers kept for replays go.
 */
export const anonymiseBookings = async (
  tx: Queryable,
  ids: string[],
  now: Date,
): Promise<AnonymisedCounts> => {
  if (ids.length === 0) return { bookings: 0, messages: 0, idempotencyAnswers: 0 };
  const at = now.toISOString();
  const bookings = await tx.query<{ id: string }>(
    `update bookings
     set firstname = '', lastname = '', email = '', phone = '', manage_token_hash = null, client_key = null,
         branch_note = null,
         payload = (select coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb)
                    from jsonb_each(payload) e where e.key = any($3::text[])),
         anonymised_at = $2
     where id = any($1::text[]) and anonymised_at is null
     returning id`,
    [ids, at, [...KEPT_PAYLOAD_FIELDS]],
  );
  const messages = await tx.query<{ id: string }>(
    `update outbox
     set payload = '{}'::jsonb, recipient = '@' || split_part(recipient, '@', 2), last_error = null,
         payload_emptied_at = $2
     where booking_id = any($1::text[]) and payload_emptied_at is null
       and (sent_at is not null or failed_at is not null or withdrawn_at is not null)
     returning id`,
    [ids, at],
  );
  const reserve = await tx.query<{ key: string }>(
    'delete from idempotency_keys where booking_id = any($1::text[]) returning key',
    [ids],
  );
  const move = await tx.query<{ key: string }>(
    'delete from manage_idempotency_keys where booking_id = any($1::text[]) returning key',
    [ids],
  );
  // The branch's words in the audit trail go with the booking's (decision 0058): each entry's `reason` becomes null,
  // the one change the trail's trigger lets through.
  await tx.query(
    `update staff_audit
     set before = staff_audit_without_reason(before), after = staff_audit_without_reason(after)
     where booking_id = any($1::text[])
       and (before->'reason' is not null and before->>'reason' is not null
            or after->'reason' is not null and after->>'reason' is not null)`,
    [ids],
  );
  // A staff change's kept answer names its consultation (and an absence's the ones it collides with) by id.
  const staff = await tx.query<{ key: string }>(
    `delete from staff_idempotency_keys
     where exists (select 1 from unnest($1::text[]) as b(id) where response::text like '%"' || b.id || '"%')
     returning key`,
    [ids],
  );
  return {
    bookings: count(bookings),
    messages: count(messages),
    idempotencyAnswers: count(reserve) + count(move) + count(staff),
  };
};

/** The rows an export hands over: the bookings, their messages, the answers kept for replays, the audit entries. */
export interface TravellerRecords {
  bookings: Record<string, unknown>[];
  messages: Record<string, unknown>[];
  idempotencyAnswers: Record<string, unknown>[];
  auditEntries: Record<string, unknown>[];
}

/** Everything stored about these bookings (hashes of secrets left out: they are no data about the traveller). */
export const recordsOfBookings = async (db: Queryable, ids: string[]): Promise<TravellerRecords> => {
  const bookings = await db.query<Record<string, unknown>>(
    `select id, reference, kind, advisor_id, agency_id, slot_date, slot_time, custom_date, custom_time, starts_at,
       culture, user_lang, advice_mode, firstname, lastname, email, phone, payload, source, created_at, changed_at,
       cancelled_at, declined_at, outcome, outcome_at, sequence, branch_note
     from bookings where id = any($1::text[]) order by created_at, id`,
    [ids],
  );
  const messages = await db.query<Record<string, unknown>>(
    `select id, booking_id, kind, recipient, payload, created_at, due_at, sent_at, failed_at, withdrawn_at, attempts,
       payload_emptied_at
     from outbox where booking_id = any($1::text[]) order by created_at, id`,
    [ids],
  );
  const idempotencyAnswers = await db.query<Record<string, unknown>>(
    `select 'reserve' as call, booking_id, response - 'manageToken' as response, created_at
       from idempotency_keys where booking_id = any($1::text[])
     union all
     select 'move' as call, booking_id, response, created_at
       from manage_idempotency_keys where booking_id = any($1::text[])
     order by created_at`,
    [ids],
  );
  const auditEntries = await db.query<Record<string, unknown>>(
    `select at, action, booking_id, agency_id, advisor_id, before, after
     from staff_audit where booking_id = any($1::text[]) order by seq`,
    [ids],
  );
  return { bookings, messages, idempotencyAnswers, auditEntries };
};

/** One export or erasure, recorded without the personal data it was about. */
export const recordPrivacyRequest = async (
  tx: Queryable,
  entry: {
    id: string;
    at: Date;
    action: 'export' | 'erase';
    staffId: string | null;
    subjectHash: string;
    counts: Record<string, number>;
  },
): Promise<void> => {
  await tx.query(
    `insert into privacy_requests (id, at, action, actor, staff_id, subject_hash, counts)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      entry.id,
      entry.at.toISOString(),
      entry.action,
      entry.staffId ? 'staff' : 'operator',
      entry.staffId,
      entry.subjectHash,
      JSON.stringify(entry.counts),
    ],
  );
};
