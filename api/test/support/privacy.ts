// Test support for personal data's life cycle (issue 37): travellers with names found nowhere else, their bookings,
// a worker that delivers into a temporary mailbox, and a search of every text and JSON column of every table (from
// information_schema) for what names a traveller.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ReserveRequest, ReserveResponse } from '@checkout/shared/contract';
import { DEFAULT_RETAILER } from '../../src/config';
import { manageUrlFor } from '../../src/notifications';
import { mailboxTransport } from '../../src/notifications/transports';
import { OutboxWorker } from '../../src/notifications/worker';
import type { Database } from '../../src/db/database';
import { sampleReserveRequest } from './sample-reserve-request';
import { TEST_KEYRINGS, type TestApp } from './test-app';

export interface Person {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
}

/** The traveller whose data the tests export, erase or let expire: names no seed row has. */
export const TRAVELLER: Person = {
  firstname: 'Wendelin',
  lastname: 'Zwetschgenbaum',
  email: 'wendelin.zwetschgenbaum@example.ch',
  phone: '+41 79 555 01 37',
};

/** Another traveller, whose data stays where it is. */
export const OTHER: Person = {
  firstname: 'Ottilie',
  lastname: 'Quastenflosser',
  email: 'ottilie.quastenflosser@example.org',
  phone: '+41 78 444 02 38',
};

/** What names a person: every one of these must be gone after an erasure. */
export const needlesOf = (person: Person): string[] => [
  person.email,
  person.firstname,
  person.lastname,
  person.phone,
];

let bookings = 0;

/** A reservation by `person` (201), through the checkout's route as the browser makes it. */
export const reserveAs = async (
  t: TestApp,
  person: Person,
  overrides: Partial<ReserveRequest>,
): Promise<ReserveResponse> => {
  bookings += 1;
  const res = await t.inject({
    method: 'POST',
    url: '/api/checkout/reserve',
    payload: sampleReserveRequest({
      userFirstname: person.firstname,
      userLastname: person.lastname,
      userEmail: person.email,
      userPhone: person.phone,
      userMessage: `Bitte ${person.firstname} zurückrufen`,
      userDealname: `${person.firstname} ${person.lastname} - Island`,
      checkoutSessionId: `session-privacy-${String(bookings).padStart(4, '0')}`,
      ...overrides,
    }),
    headers: { 'Idempotency-Key': `privacy-key-${bookings}` },
  });
  if (res.statusCode !== 201) throw new Error(`reserve answered ${res.statusCode}: ${res.body}`);
  return res.json<ReserveResponse>();
};

/** An outbox worker on the test's clock, delivering into a fresh temporary mailbox; `drain` sends what is due. */
export const mailWorker = (t: TestApp) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'checkout-privacy-'));
  const worker = new OutboxWorker({
    db: t.db,
    transport: mailboxTransport(dir),
    settings: {
      fromAddress: 'beratung@horizonte-reisen.example',
      meetingBaseUrl: 'https://video.example/room',
      manageUrl: manageUrlFor('https://www.example/checkout', TEST_KEYRINGS.manageLink, t.clock),
      manageCutoffHours: 24,
      retailer: DEFAULT_RETAILER,
    },
    clock: t.clock,
  });
  return {
    async drain() {
      while ((await worker.runOnce()) > 0);
    },
    dispose: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
};

/** Every column of every table that can hold text: text, varchar, json, jsonb and arrays (as their text). */
export const textColumns = (db: Database) =>
  db.query<{ table_name: string; column_name: string }>(
    `select c.table_name, c.column_name
     from information_schema.columns c
     join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
       and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
     order by c.table_name, c.column_name`,
  );

/** Where any of `needles` occurs (any case) in any text or JSON column of any table: `table.column: needle`. */
export const traces = async (db: Database, needles: string[]): Promise<string[]> => {
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of await textColumns(db)) {
    for (const needle of needles) {
      const rows = await db.query<{ n: number }>(
        `select count(*)::int as n from "${table}" where strpos(lower("${column}"::text), lower($1)) > 0`,
        [needle],
      );
      if ((rows[0]?.n ?? 0) > 0) found.push(`${table}.${column}: ${needle}`);
    }
  }
  return found;
};
