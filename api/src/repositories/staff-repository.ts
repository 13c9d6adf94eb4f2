// The back office's people (issue 34): staff members (the allow-list), their sign-in links and their sessions.
// Links and sessions are found by the SHA-256 of their secret, never by the secret itself. What a link or a
// session means stays in domain/staff-auth.
import type { Culture, StaffMember, StaffMemberRow, StaffRole } from '@checkout/shared/contract';
import type { Queryable } from '../db/database';
import { insertRows } from '../db/rows';

interface StaffRow {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  agency_id: string | null;
  advisor_id: string | null;
  culture: Culture;
}

const STAFF_COLUMNS = 's.id, s.email, s.name, s.role, s.agency_id, s.advisor_id, s.culture';

const memberOf = (row: StaffRow): StaffMember => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  agencyId: row.agency_id,
  advisorId: row.advisor_id,
  culture: row.culture,
});

/**
 * The staff member of an e-mail address (any case); undefined when the address is not on the allow-list (a
 * deactivated member is not).
 */
export const findStaffByEmail = async (db: Queryable, email: string): Promise<StaffMember | undefined> => {
  const rows = await db.query<StaffRow>(
    `select ${STAFF_COLUMNS} from staff s where lower(s.email) = lower($1) and s.deactivated_at is null`,
    [email],
  );
  return rows[0] ? memberOf(rows[0]) : undefined;
};

/** An active staff member by id; undefined when there is none (or they were deactivated). */
export const findStaffById = async (db: Queryable, id: string): Promise<StaffMember | undefined> => {
  const rows = await db.query<StaffRow>(
    `select ${STAFF_COLUMNS} from staff s where s.id = $1 and s.deactivated_at is null`,
    [id],
  );
  return rows[0] ? memberOf(rows[0]) : undefined;
};

/** A staff member as the demo or an import writes it. */
export interface StaffRecord extends StaffMember {
  createdAt: Date;
}

/** Writes staff members, updating those already there by id (the demo's accounts, an import). */
export const upsertStaff = async (tx: Queryable, members: readonly StaffRecord[]): Promise<void> => {
  if (members.length === 0) return;
  await insertRows(
    tx,
    'staff',
    ['id', 'email', 'name', 'role', 'agency_id', 'advisor_id', 'culture', 'created_at'],
    members.map((m) => [
      m.id,
      m.email,
      m.name,
      m.role,
      m.agencyId,
      m.advisorId,
      m.culture,
      m.createdAt.toISOString(),
    ]),
    `on conflict (id) do update set email = excluded.email, name = excluded.name, role = excluded.role,
       agency_id = excluded.agency_id, advisor_id = excluded.advisor_id, culture = excluded.culture`,
  );
};

/** Advisors' accounts among `ids` whose branch is not their advisor record's. */
export const advisorAccountsOutsideTheirBranch = async (
  db: Queryable,
  ids: readonly string[],
): Promise<{ id: string; agencyId: string; advisorAgencyId: string }[]> =>
  db.query(
    `select s.id, s.agency_id as "agencyId", a.agency_id as "advisorAgencyId"
     from staff s join advisors a on a.id = s.advisor_id
     where s.id = any($1::text[]) and s.agency_id <> a.agency_id`,
    [ids],
  );

/** What a deactivation ended (the import prints it). */
export interface StaffDeactivation {
  /** The members deactivated now (not those already deactivated before), by id. */
  members: { id: string; email: string; name: string }[];
  /** Their live sessions, ended. */
  sessionsEnded: number;
  /** Their unspent sign-in links, deleted (with their mails not sent yet). */
  linksWithdrawn: number;
  /** Their passkeys, removed (issue 47: a leaver's passkey must not outlive the account's deactivation). */
  passkeysRemoved: number;
}

/**
 * Marks members deactivated (`active: false` in the import) or active again. A deactivated member's live sessions
 * end, their unspent sign-in links go, with their mails not sent yet, and their passkeys are removed, at once; one
 * who returns signs in by link and registers a passkey again.
 */
export const setStaffActive = async (
  tx: Queryable,
  ids: { active: readonly string[]; inactive: readonly string[] },
  now: Date,
): Promise<StaffDeactivation> => {
  const at = now.toISOString();
  if (ids.active.length > 0)
    await tx.query('update staff set deactivated_at = null where id = any($1::text[])', [ids.active]);
  if (ids.inactive.length === 0)
    return { members: [], sessionsEnded: 0, linksWithdrawn: 0, passkeysRemoved: 0 };
  const members = await tx.query<{ id: string; email: string; name: string }>(
    `update staff set deactivated_at = $2 where id = any($1::text[]) and deactivated_at is null
     returning id, email, name`,
    [ids.inactive, at],
  );
  const sessions = await tx.query(
    `update staff_sessions set ended_at = $2 where staff_id = any($1::text[]) and ended_at is null
     returning id_hash`,
    [ids.inactive, at],
  );
  // A link's mail not sent yet is withdrawn with the link (it would carry a link that opens nothing).
  await tx.query(
    `update outbox set withdrawn_at = $2
     where kind = 'staff_sign_in' and sent_at is null and withdrawn_at is null
       and id in (select 'staff_sign_in.' || l.id from staff_sign_in_links l
                  where l.staff_id = any($1::text[]) and l.used_at is null)`,
    [ids.inactive, at],
  );
  const links = await tx.query(
    'delete from staff_sign_in_links where staff_id = any($1::text[]) and used_at is null returning id',
    [ids.inactive],
  );
  const passkeys = await tx.query(
    'delete from staff_passkeys where staff_id = any($1::text[]) returning id',
    [ids.inactive],
  );
  return {
    members: [...members].sort((a, b) => a.id.localeCompare(b.id)),
    sessionsEnded: sessions.length,
    linksWithdrawn: links.length,
    passkeysRemoved: passkeys.length,
  };
};

/** A new sign-in link of a member: only the hash of its token is stored. */
export const insertSignInLink = async (
  tx: Queryable,
  link: { id: string; staffId: string; tokenHash: string; keyId: string; now: Date; expiresAt: Date },
): Promise<void> => {
  await tx.query(
    `insert into staff_sign_in_links (id, staff_id, token_hash, key_id, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [link.id, link.staffId, link.tokenHash, link.keyId, link.now.toISOString(), link.expiresAt.toISOString()],
  );
};

/**
 * Spends the link whose token hashes to `tokenHash`, if it is unused and not expired at `now`: one statement, so
 * that two redeems of one link let exactly one through. Answers its member's id; undefined when nothing was spent.
 */
export const spendSignInLink = async (
  tx: Queryable,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> =>
  (
    await tx.query<{ staff_id: string }>(
      `update staff_sign_in_links set used_at = $2
       where token_hash = $1 and used_at is null and expires_at > $2
       returning staff_id`,
      [tokenHash, now.toISOString()],
    )
  )[0]?.staff_id;

/** Whether a link with this token hash was ever made (used or expired since). */
export const signInLinkExists = async (db: Queryable, tokenHash: string): Promise<boolean> =>
  (
    await db.query<{ one: number }>('select 1 as one from staff_sign_in_links where token_hash = $1', [
      tokenHash,
    ])
  ).length > 0;

/** Forgets links that ended before `cutoff` (used or expired): they open nothing any more. */
export const deleteSignInLinksBefore = async (tx: Queryable, cutoff: Date): Promise<void> => {
  await tx.query('delete from staff_sign_in_links where expires_at < $1', [cutoff.toISOString()]);
};

/** A new session of a member: only the hash of its cookie's value is stored. */
export const insertStaffSession = async (
  tx: Queryable,
  session: {
    idHash: string;
    staffId: string;
    method: 'link' | 'passkey' | 'oidc';
    now: Date;
    expiresAt: Date;
    endsAt: Date;
  },
): Promise<void> => {
  await tx.query(
    `insert into staff_sessions (id_hash, staff_id, method, created_at, last_seen_at, expires_at, ends_at)
     values ($1, $2, $3, $4, $4, $5, $6)`,
    [
      session.idHash,
      session.staffId,
      session.method,
      session.now.toISOString(),
      session.expiresAt.toISOString(),
      session.endsAt.toISOString(),
    ],
  );
};

/** A live session's member and when it was last seen; undefined when the session is unknown, ended or expired. */
export const findLiveSession = async (
  db: Queryable,
  idHash: string,
  now: Date,
): Promise<{ member: StaffMember; lastSeenAt: Date; endsAt: Date } | undefined> => {
  const rows = await db.query<StaffRow & { last_seen_at: Date | string; ends_at: Date | string }>(
    `select ${STAFF_COLUMNS}, x.last_seen_at, x.ends_at
     from staff_sessions x join staff s on s.id = x.staff_id
     where x.id_hash = $1 and x.ended_at is null and x.expires_at > $2 and x.ends_at > $2
       and s.deactivated_at is null`,
    [idHash, now.toISOString()],
  );
  const row = rows[0];
  return row
    ? { member: memberOf(row), lastSeenAt: new Date(row.last_seen_at), endsAt: new Date(row.ends_at) }
    : undefined;
};

/** Moves a session's idle end on (it was used at `now`). */
export const touchStaffSession = async (
  db: Queryable,
  idHash: string,
  now: Date,
  expiresAt: Date,
): Promise<void> => {
  await db.query('update staff_sessions set last_seen_at = $2, expires_at = $3 where id_hash = $1', [
    idHash,
    now.toISOString(),
    expiresAt.toISOString(),
  ]);
};

/** Ends a session (signing out); whether a live one was ended. */
export const endStaffSession = async (db: Queryable, idHash: string, now: Date): Promise<boolean> =>
  (
    await db.query<{ id_hash: string }>(
      'update staff_sessions set ended_at = $2 where id_hash = $1 and ended_at is null returning id_hash',
      [idHash, now.toISOString()],
    )
  ).length > 0;

/** Forgets sessions that ended before `cutoff`. */
export const deleteStaffSessionsBefore = async (tx: Queryable, cutoff: Date): Promise<void> => {
  await tx.query(
    'delete from staff_sessions where least(expires_at, ends_at, coalesce(ended_at, ends_at)) < $1',
    [cutoff.toISOString()],
  );
};

// Staff management (issue 47, item 4): the members a branch lead or the back office manages.

interface MemberListRow extends StaffRow {
  deactivated_at: Date | string | null;
  last_sign_in_at: Date | string | null;
  passkeys: number | string;
}

const memberRowOf = (row: MemberListRow): StaffMemberRow => ({
  ...memberOf(row),
  active: row.deactivated_at === null,
  lastSignInAt: row.last_sign_in_at === null ? null : new Date(row.last_sign_in_at).toISOString(),
  passkeys: Number(row.passkeys),
});

const MEMBER_LIST = `select ${STAFF_COLUMNS}, s.deactivated_at, s.last_sign_in_at,
    (select count(*) from staff_passkeys p where p.staff_id = s.id) as passkeys
  from staff s`;

/** The members of a branch (`agencyId`), or everyone (null), active or not, by name. */
export const staffMembersIn = async (db: Queryable, agencyId: string | null): Promise<StaffMemberRow[]> =>
  (
    await db.query<MemberListRow>(
      `${MEMBER_LIST} where ($1::text is null or s.agency_id = $1) order by lower(s.name), s.id`,
      [agencyId],
    )
  ).map(memberRowOf);

/** One member as the list shows them (active or not); undefined when there is none. */
export const staffMemberRow = async (db: Queryable, id: string): Promise<StaffMemberRow | undefined> => {
  const rows = await db.query<MemberListRow>(`${MEMBER_LIST} where s.id = $1`, [id]);
  return rows[0] ? memberRowOf(rows[0]) : undefined;
};

/** Locks a member's row for a change (active or not); their row as the list shows it. */
export const lockStaffMember = async (tx: Queryable, id: string): Promise<StaffMemberRow | undefined> => {
  await tx.query('select id from staff where id = $1 for update', [id]);
  return staffMemberRow(tx, id);
};

/** Whether an address (any case) is a member's, active or not (one address, one member: staff_email_key). */
export const staffEmailTaken = async (db: Queryable, email: string): Promise<boolean> =>
  (await db.query('select 1 as one from staff where lower(email) = lower($1)', [email])).length > 0;

/**
 * The active back-office members, their rows locked (so that two changes at once cannot both take the last one's
 * role away), by id.
 */
export const lockActiveBackOffice = async (tx: Queryable): Promise<string[]> =>
  (
    await tx.query<{ id: string }>(
      `select id from staff where role = 'back_office' and deactivated_at is null order by id for update`,
    )
  ).map((row) => row.id);

/** A member's role and scope. */
export const updateStaffScope = async (
  tx: Queryable,
  id: string,
  scope: { role: StaffRole; agencyId: string | null; advisorId: string | null },
): Promise<void> => {
  await tx.query('update staff set role = $2, agency_id = $3, advisor_id = $4 where id = $1', [
    id,
    scope.role,
    scope.agencyId,
    scope.advisorId,
  ]);
};

/** A member signed in at `now` (the list of members shows it). */
export const noteStaffSignIn = async (tx: Queryable, staffId: string, now: Date): Promise<void> => {
  await tx.query('update staff set last_sign_in_at = $2 where id = $1', [staffId, now.toISOString()]);
};

/** A branch's name in both languages (staff management's audit names it); undefined when there is no such branch. */
export const agencyNamesOf = async (
  db: Queryable,
  id: string,
): Promise<{ de: string; fr: string } | undefined> =>
  (
    await db.query<{ de: string; fr: string }>(
      'select name_de as de, name_fr as fr from agencies where id = $1',
      [id],
    )
  )[0];
