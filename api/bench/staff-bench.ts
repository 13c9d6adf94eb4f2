// What the back office's benchmarks share (bench:backoffice; bench:staff can take it too): on a database with the
// national data set, a lead of the busiest branch and the demo's back office signed in, and the app listening on
// 127.0.0.1.
import { randomBytes } from 'node:crypto';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/database';
import { startStaffSession } from '../src/domain/staff-auth';
import { ephemeralKeyrings } from '../src/secrets';

export interface StaffBenchApp {
  /** http://127.0.0.1:port of the app. */
  address: string;
  /** The busiest branch (most bookings), whose lead is `lead`. */
  agencyId: string;
  /** Session cookies' values: the back office (every branch) and the branch's lead. */
  backOffice: string;
  lead: string;
  close: () => Promise<void>;
}

/** Signs in a lead of the busiest branch and the back office, and starts the app on `db` (closed by `close`). */
export const openStaffBenchApp = async (db: Database): Promise<StaffBenchApp> => {
  const [busiest] = await db.query<{ agency_id: string }>(
    'select agency_id from bookings group by agency_id order by count(*) desc limit 1',
  );
  const agencyId = busiest?.agency_id ?? '';
  const now = new Date();
  await db.query(
    `insert into staff (id, email, name, role, agency_id, advisor_id, culture, created_at)
     values ('bench-lead', 'bench.lead@example.invalid', 'Bench Lead', 'branch_lead', $1, null, 'de-CH', $2)`,
    [agencyId, now.toISOString()],
  );
  const lead = await db.transaction((tx) => startStaffSession(tx, 'bench-lead', 'link', now));
  const backOffice = await db.transaction((tx) => startStaffSession(tx, 'staff-claire-roux', 'link', now));
  const app = await buildApp({
    db,
    corsOrigins: [],
    publicUrl: 'http://127.0.0.1',
    operatorToken: randomBytes(16).toString('hex'),
    keys: ephemeralKeyrings(),
    // One client asks hundreds of times a minute (every figure's requests): the per-client limit would answer 429.
    rateLimits: { default: { max: 1_000_000, windowMs: 60_000 } },
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { address, agencyId, backOffice, lead, close: () => app.close() };
};
