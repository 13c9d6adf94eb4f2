// SQL migrations, applied in order at start (each once, recorded in schema_migrations).
import type { Database } from './database';

export interface Migration {
  version: string;
  sql: string;
}

export const MIGRATIONS: Migration[] = [
  {
    version: '001_catalogue',
    sql: `
      create table regions (
        id text primary key,
        language text not null check (language in ('de', 'fr')),
        title_de text not null,
        title_fr text not null,
        sort integer not null
      );
      create table agencies (
        id text primary key,
        region_id text not null references regions (id),
        name_de text not null,
        name_fr text not null,
        city_de text not null,
        city_fr text not null,
        street text not null,
        zip text not null,
        phone text not null,
        email text not null,
        no_special_hours boolean not null,
        sort integer not null
      );
      create table continents (
        id text primary key,
        title_de text not null,
        title_fr text not null,
        sort integer not null
      );
      create table destinations (
        id text primary key,
        continent_id text not null references continents (id),
        name_de text not null,
        name_fr text not null,
        sort integer not null
      );
      create table factors (
        id text primary key,
        position integer not null unique,
        name_de text not null,
        name_fr text not null
      );
      create table advisors (
        id text primary key,
        page_id text not null unique,
        firstname text not null,
        lastname text not null,
        agency_id text not null references agencies (id),
        role_de text not null,
        role_fr text not null,
        languages text[] not null,
        quote_de text not null,
        quote_fr text not null,
        mode_personal boolean not null,
        mode_online boolean not null,
        mode_phone boolean not null,
        vector double precision[] not null,
        sort integer not null
      );
      create table advisor_destinations (
        advisor_id text not null references advisors (id) on delete cascade,
        destination_id text not null references destinations (id),
        primary key (advisor_id, destination_id)
      );
      -- Weekly working hours in Europe/Zurich wall-clock minutes; hourly slots are cut from each block.
      create table working_hours (
        advisor_id text not null references advisors (id) on delete cascade,
        weekday smallint not null check (weekday between 1 and 7),
        start_minute integer not null check (start_minute between 0 and 1440),
        end_minute integer not null check (end_minute between 0 and 1440),
        home_office boolean not null,
        primary key (advisor_id, weekday, start_minute),
        check (end_minute > start_minute)
      );
      create table travel_experiences (
        id text primary key,
        destination_id text not null references destinations (id),
        title_de text not null,
        title_fr text not null,
        image text not null,
        url_de text not null,
        url_fr text not null,
        vector double precision[] not null
      );
      create table translations (
        culture text not null check (culture in ('de-CH', 'fr-CH')),
        key text not null,
        value text not null,
        primary key (culture, key)
      );
      create table settings (
        key text primary key,
        value text not null,
        updated_at timestamptz not null
      );
    `,
  },
  {
    version: '002_bookings',
    sql: `
      create table bookings (
        id text primary key,
        kind text not null check (kind in ('slot', 'custom')),
        advisor_id text references advisors (id),
        slot_date text,
        slot_time text,
        starts_at timestamptz,
        agency_id text references agencies (id),
        custom_date text,
        custom_time text,
        culture text not null,
        user_lang text not null,
        advice_mode text not null,
        firstname text not null,
        lastname text not null,
        email text not null,
        phone text not null,
        payload jsonb not null,
        source text not null check (source in ('checkout', 'seed')),
        created_at timestamptz not null,
        -- The double-booking guard: one row per advisor hour, whatever the number of API processes.
        constraint bookings_advisor_slot_key unique (advisor_id, slot_date, slot_time),
        constraint bookings_shape check (
          (kind = 'slot' and advisor_id is not null and slot_date is not null and slot_time is not null)
          or (kind = 'custom' and slot_date is null and custom_date is not null and agency_id is not null)
        )
      );
      create index bookings_slot_date_idx on bookings (slot_date);
      -- One hold per checkout session; a slot's holds are looked up by (advisor, date, time).
      create table holds (
        session_id text primary key,
        id text not null unique,
        advisor_id text not null references advisors (id),
        slot_date text not null,
        slot_time text not null,
        expires_at timestamptz not null,
        created_at timestamptz not null
      );
      create index holds_slot_idx on holds (advisor_id, slot_date, slot_time);
      create table idempotency_keys (
        key text primary key,
        request_hash text not null,
        booking_id text not null references bookings (id),
        response jsonb not null,
        created_at timestamptz not null
      );
    `,
  },
  {
    version: '003_outbox',
    sql: `
      -- Transactional outbox (src/notifications): written in the reservation's transaction, sent by the worker.
      create table outbox (
        id text primary key,
        booking_id text not null references bookings (id),
        kind text not null
          check (kind in ('confirmation', 'request_received', 'branch_notice', 'video_invitation')),
        recipient text not null,
        -- Everything the message says, frozen at booking time; rendered (de/fr) when sent.
        payload jsonb not null,
        due_at timestamptz not null,
        attempts integer not null default 0,
        -- The claim: a token per claim and the instant it lapses; another worker may claim after it.
        claim_token text,
        lease_until timestamptz,
        last_error text,
        sent_at timestamptz,
        failed_at timestamptz,
        created_at timestamptz not null,
        constraint outbox_booking_kind_key unique (booking_id, kind)
      );
      create index outbox_due_idx on outbox (due_at) where sent_at is null and failed_at is null;
    `,
  },
];

/** Key of the advisory lock that serialises migration and seeding across processes. */
export const SCHEMA_LOCK_KEY = 73_110_001;

/** Applies the migrations not yet recorded, in one transaction under an advisory lock. */
export const migrate = async (db: Database): Promise<string[]> =>
  db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    await tx.exec(
      'create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())',
    );
    const done = new Set(
      (await tx.query<{ version: string }>('select version from schema_migrations')).map((r) => r.version),
    );
    const applied: string[] = [];
    for (const migration of MIGRATIONS) {
      if (done.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version) values ($1)', [migration.version]);
      applied.push(migration.version);
    }
    return applied;
  });
