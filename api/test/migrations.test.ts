/** @jest-environment ./test/support/pglite-environment.cjs */
// The SQL migrations on a database created by the earlier TypeScript migrations (001-003 as they ran then,
// bookkeeping included), with bookings, a custom-date request, holds, messages and idempotency keys in it.
import { readFileSync } from 'node:fs';
import type { Database } from '../src/db/database';
import { migrate, migrationFiles } from '../src/db/migrations';
import { DRIVERS, openEmptyTestDatabase, type TestDatabase } from './support/test-app';

const OLD_VERSIONS = ['001_catalogue', '002_bookings', '003_outbox'];

/** What the earlier code did at start: its own table, each migration's SQL, one row per version. */
const createWithEarlierCode = async (db: Database) => {
  await db.transaction(async (tx) => {
    await tx.exec(
      'create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())',
    );
    for (const file of migrationFiles().filter((f) => OLD_VERSIONS.includes(f.version))) {
      await tx.exec(readFileSync(file.path, 'utf8'));
      await tx.query('insert into schema_migrations (version) values ($1)', [file.version]);
    }
  });
};

const insertRows = async (db: Database) => {
  await db.exec(`
    insert into regions values ('zh', 'de', 'Zürich', 'Zurich', 0);
    insert into agencies values ('ag-zh', 'zh', 'Zürich City', 'Zurich City', 'Zürich', 'Zurich', 'Bahnhofstrasse 1',
      '8001', '+41 44 000 00 00', 'zh@example.ch', false, 0);
    insert into advisors values ('adv-1', 'page-1', 'Anna', 'Meier', 'ag-zh', 'Beraterin', 'Conseillère', '{de}',
      'Hallo', 'Salut', true, true, true, '{0.5}', 0);
    insert into bookings (id, kind, advisor_id, slot_date, slot_time, starts_at, agency_id, custom_date, custom_time,
        culture, user_lang, advice_mode, firstname, lastname, email, phone, payload, source, created_at) values
      ('bk-slot', 'slot', 'adv-1', '2030-03-28', '09:00', '2030-03-28T08:00:00Z', 'ag-zh', null, null,
        'de-CH', 'Deutsch', 'personal', 'Eva', 'Muster', 'eva@example.ch', '+41 79 000 00 00', '{"a":1}',
        'checkout', '2030-03-25T07:00:00Z'),
      ('bk-summer', 'slot', 'adv-1', '2030-04-02', '17:00', '2030-04-02T15:00:00Z', 'ag-zh', null, null,
        'fr-CH', 'Français', 'online', 'Luc', 'Dupont', 'luc@example.ch', '+41 79 000 00 01', '{}',
        'seed', '2030-03-25T07:00:00Z'),
      ('bk-custom', 'custom', null, null, null, '2030-03-27T16:15:00Z', 'ag-zh', '2030-03-27', '17:15',
        'de-CH', 'Deutsch', 'phone', 'Max', 'Frei', 'max@example.ch', '+41 79 000 00 02', '{}',
        'checkout', '2030-03-25T07:05:00Z');
    insert into holds values ('session-1', 'hold-1', 'adv-1', '2030-03-29', '14:00', '2030-03-25T07:15:00Z',
      '2030-03-25T07:00:00Z');
    insert into idempotency_keys values ('key-1', 'hash', 'bk-slot', '{"bookingId":"bk-slot"}', '2030-03-25T07:00:00Z');
    insert into outbox (id, booking_id, kind, recipient, payload, due_at, created_at) values
      ('ob-1', 'bk-slot', 'confirmation', 'eva@example.ch', '{}', '2030-03-25T07:00:00Z', '2030-03-25T07:00:00Z');
  `);
};

const columnTypes = async (db: Database) =>
  Object.fromEntries(
    (
      await db.query<{ table_name: string; column_name: string; data_type: string }>(
        `select table_name, column_name, data_type from information_schema.columns
          where table_name in ('bookings', 'holds') and column_name in
            ('slot_date', 'slot_time', 'starts_at', 'custom_date', 'custom_time', 'expires_at')
          order by table_name, column_name`,
      )
    ).map((c) => [`${c.table_name}.${c.column_name}`, c.data_type]),
  );

describe.each(DRIVERS)('SQL migrations (%s)', (driver) => {
  let database: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    database = await openEmptyTestDatabase(driver);
    db = database.db;
    await createWithEarlierCode(db);
    await insertRows(db);
  }, 60_000);
  afterAll(() => database.dispose());

  it('recognises the earlier migrations and applies only the new ones', async () => {
    const files = migrationFiles().map((f) => f.version);
    expect(files.slice(0, 3)).toEqual(OLD_VERSIONS);
    expect(await migrate(db)).toEqual(files.slice(3));
    expect(files.slice(3)).toContain('004_typed_slot_columns');
    expect(await migrate(db)).toEqual([]);
    const recorded = await db.query<{ version: string }>(
      'select version from schema_migrations order by version',
    );
    expect(recorded.map((r) => r.version)).toEqual(files);
  }, 30_000);

  it('gives the slot and custom-date columns date, time and timestamptz types', async () => {
    expect(await columnTypes(db)).toEqual({
      'bookings.custom_date': 'date',
      'bookings.custom_time': 'time without time zone',
      'bookings.slot_date': 'date',
      'bookings.slot_time': 'time without time zone',
      'bookings.starts_at': 'timestamp with time zone',
      'holds.expires_at': 'timestamp with time zone',
      'holds.starts_at': 'timestamp with time zone',
      'holds.slot_date': 'date',
      'holds.slot_time': 'time without time zone',
    });
  });

  it('keeps every row with its values', async () => {
    const bookings = await db.query<Record<string, unknown>>(
      `select id, kind, advisor_id, slot_date::text as slot_date, slot_time::text as slot_time,
              to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as starts_at, agency_id,
              custom_date::text as custom_date, custom_time::text as custom_time, firstname, payload, source
         from bookings order by id`,
    );
    expect(bookings).toEqual([
      {
        id: 'bk-custom',
        kind: 'custom',
        advisor_id: null,
        slot_date: null,
        slot_time: null,
        starts_at: '2030-03-27T16:15',
        agency_id: 'ag-zh',
        custom_date: '2030-03-27',
        custom_time: '17:15:00',
        firstname: 'Max',
        payload: {},
        source: 'checkout',
      },
      {
        id: 'bk-slot',
        kind: 'slot',
        advisor_id: 'adv-1',
        slot_date: '2030-03-28',
        slot_time: '09:00:00',
        starts_at: '2030-03-28T08:00',
        agency_id: 'ag-zh',
        custom_date: null,
        custom_time: null,
        firstname: 'Eva',
        payload: { a: 1 },
        source: 'checkout',
      },
      {
        id: 'bk-summer',
        kind: 'slot',
        advisor_id: 'adv-1',
        slot_date: '2030-04-02',
        slot_time: '17:00:00',
        starts_at: '2030-04-02T15:00',
        agency_id: 'ag-zh',
        custom_date: null,
        custom_time: null,
        firstname: 'Luc',
        payload: {},
        source: 'seed',
      },
    ]);
    expect(
      await db.query(
        `select session_id, id, advisor_id, slot_date::text as slot_date, slot_time::text as slot_time,
                expires_at = '2030-03-25T07:15:00Z' as expires_kept from holds`,
      ),
    ).toEqual([
      {
        session_id: 'session-1',
        id: 'hold-1',
        advisor_id: 'adv-1',
        slot_date: '2030-03-29',
        slot_time: '14:00:00',
        expires_kept: true,
      },
    ]);
    expect(await db.query('select key, booking_id from idempotency_keys')).toEqual([
      { key: 'key-1', booking_id: 'bk-slot' },
    ]);
    expect(await db.query('select id, booking_id from outbox')).toEqual([
      { id: 'ob-1', booking_id: 'bk-slot' },
    ]);
  });

  it('hands dates and times to the code as YYYY-MM-DD and HH:mm, and takes them so', async () => {
    const [row] = await db.query<{ slot_date: unknown; slot_time: unknown }>(
      'select slot_date, slot_time from bookings where advisor_id = $1 and slot_date = $2 and slot_time = $3',
      ['adv-1', '2030-03-28', '09:00'],
    );
    expect(row).toEqual({ slot_date: '2030-03-28', slot_time: '09:00' });
  });

  it('refuses a live consultation of the same advisor that overlaps another, wherever it starts (045)', async () => {
    // bk-slot takes 09:00-10:00 on 2030-03-28 (08:00-09:00 UTC).
    for (const [id, from, till] of [
      ['bk-twice', '2030-03-28T08:00:00Z', '2030-03-28T09:00:00Z'],
      ['bk-before', '2030-03-28T07:30:00Z', '2030-03-28T08:30:00Z'],
      ['bk-inside', '2030-03-28T08:15:00Z', '2030-03-28T08:45:00Z'],
    ] as const) {
      await expect(
        db.query(
          `insert into bookings (id, kind, advisor_id, slot_date, slot_time, starts_at, ends_at, culture, user_lang,
             advice_mode, firstname, lastname, email, phone, payload, source, created_at, reference)
           values ($1, 'slot', 'adv-1', '2030-03-28', '09:00:00', $2, $3, 'de-CH', 'Deutsch', 'phone',
             'A', 'B', 'a@example.ch', '1', '{}', 'checkout', now(), $4)`,
          [id, from, till, `${id.slice(3, 8).toUpperCase()}234`.replace(/[^2-9A-HJKMNP-Z]/g, '2')],
        ),
      ).rejects.toMatchObject({ code: '23P01', constraint: 'bookings_advisor_no_overlap' });
    }
  });

  it('gives the bookings made before it a reference of the alphabet without look-alikes, each its own', async () => {
    const rows = await db.query<{ reference: string }>('select reference from bookings order by id');
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const { reference } of rows) expect(reference).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(new Set(rows.map((r) => r.reference)).size).toBe(rows.length);
  });

  it('a cancelled booking keeps its row and no longer holds its hour', async () => {
    await db.query(`update bookings set cancelled_at = now() where id = 'bk-slot'`);
    await db.query(
      `insert into bookings (id, kind, advisor_id, slot_date, slot_time, starts_at, ends_at, culture, user_lang,
         advice_mode, firstname, lastname, email, phone, payload, source, created_at, reference)
       values ('bk-again', 'slot', 'adv-1', '2030-03-28', '09:00:00', '2030-03-28T08:00:00Z', '2030-03-28T09:00:00Z',
         'de-CH', 'Deutsch', 'phone', 'A', 'B', 'a@example.ch', '1', '{}', 'checkout', now(), 'AGAIN234')`,
    );
    const rows = await db.query<{ id: string }>(
      `select id from bookings where slot_date = '2030-03-28' and slot_time = '09:00' order by id`,
    );
    expect(rows.map((r) => r.id)).toEqual(['bk-again', 'bk-slot']);
  });

  it('refuses a slot time that is not a whole minute', async () => {
    await expect(
      db.query(`update holds set slot_time = '14:00:30' where id = 'hold-1'`),
    ).rejects.toMatchObject({ code: '23514' });
  });
});

describe.each(DRIVERS)('migration 045 on consultations that overlap already (%s)', (driver) => {
  let database: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    database = await openEmptyTestDatabase(driver);
    db = database.db;
    await createWithEarlierCode(db);
    await insertRows(db);
    await migrate(db, { upTo: '044_staff_accounts' });
    // What the exact-start index let through: an accepted 08:30 next to the 09:00 (made later), and a 09:45 after it.
    for (const [id, time, at, created, reference] of [
      ['bk-0830', '08:30', '2030-03-28T07:30:00Z', '2030-03-25T08:00:00Z', 'EARLY234'],
      ['bk-0945', '09:45', '2030-03-28T08:45:00Z', '2030-03-25T09:00:00Z', 'LATER234'],
    ] as const) {
      await db.query(
        `insert into bookings (id, kind, advisor_id, slot_date, slot_time, starts_at, agency_id, culture, user_lang,
           advice_mode, firstname, lastname, email, phone, payload, source, created_at, reference)
         values ($1, 'slot', 'adv-1', '2030-03-28', $2, $3, 'ag-zh', 'de-CH', 'Deutsch', 'phone', 'A', 'B',
           'a@example.ch', '1', '{}', 'checkout', $4, $5)`,
        [id, time, at, created, reference],
      );
    }
    await migrate(db);
  }, 60_000);
  afterAll(() => database.dispose());

  it('marks each one made after another it overlaps to settle, and keeps the first under the guard', async () => {
    const rows = await db.query<{ id: string; overlap_to_settle: boolean; ends_at: Date | string }>(
      `select id, overlap_to_settle, ends_at from bookings where kind = 'slot' order by id`,
    );
    expect(rows.map((r) => [r.id, r.overlap_to_settle])).toEqual([
      ['bk-0830', true],
      ['bk-0945', true],
      ['bk-slot', false],
      ['bk-summer', false],
    ]);
    expect(new Date(rows[2]!.ends_at).toISOString()).toBe('2030-03-28T09:00:00.000Z');
  });

  it("gives an older writer's rows their range (a rolling release): an insert an hour, a move its length", async () => {
    // As the version before 045 writes them: no ends_at, holds without their instants.
    await db.query(
      `insert into bookings (id, kind, advisor_id, slot_date, slot_time, starts_at, agency_id, culture, user_lang,
         advice_mode, firstname, lastname, email, phone, payload, source, created_at, reference)
       values ('bk-older', 'slot', 'adv-1', '2030-03-29', '15:00', '2030-03-29T14:00:00Z', 'ag-zh', 'de-CH', 'Deutsch',
         'phone', 'A', 'B', 'a@example.ch', '1', '{}', 'checkout', now(), 'OLDER234')`,
    );
    await db.query(
      `update bookings set slot_time = '16:00', starts_at = '2030-03-29T15:00:00Z' where id = 'bk-older'`,
    );
    const [booking] = await db.query<{ ends_at: Date | string }>(
      "select ends_at from bookings where id = 'bk-older'",
    );
    expect(new Date(booking!.ends_at).toISOString()).toBe('2030-03-29T16:00:00.000Z');
    await db.query(
      `insert into holds (session_id, id, advisor_id, slot_date, slot_time, expires_at, created_at)
       values ('session-older', 'hold-older', 'adv-1', '2030-03-29', '10:00', now(), now())`,
    );
    const [hold] = await db.query<{ starts_at: Date | string; ends_at: Date | string }>(
      "select starts_at, ends_at from holds where id = 'hold-older'",
    );
    expect([new Date(hold!.starts_at).toISOString(), new Date(hold!.ends_at).toISOString()]).toEqual([
      '2030-03-29T09:00:00.000Z',
      '2030-03-29T10:00:00.000Z',
    ]);
  });

  it('lets a marked one be settled by a move to a free time, and then guards it too', async () => {
    await db.query(
      `update bookings set starts_at = '2030-03-28T12:00:00Z', ends_at = '2030-03-28T13:00:00Z', slot_time = '13:00',
         overlap_to_settle = false where id = 'bk-0830'`,
    );
    await expect(
      db.query(
        `update bookings set starts_at = '2030-03-28T12:30:00Z', ends_at = '2030-03-28T13:30:00Z',
           slot_time = '13:30', overlap_to_settle = false where id = 'bk-0945'`,
      ),
    ).rejects.toMatchObject({ code: '23P01', constraint: 'bookings_advisor_no_overlap' });
  });
});
