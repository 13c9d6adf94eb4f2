// Test support for the back office (issue 34): the demo's staff accounts, sessions started as a sign-in starts them,
// and the headers a back-office page sends (its cookie, its Origin, an Idempotency-Key per change).
import { DEMO_STAFF } from '../../src/seed';
import { startStaffSession } from '../../src/domain/staff-auth';
import { STAFF_COOKIE } from '../../src/http/staff-session';
import type { TestApp } from './test-app';

/** The back office's origin of the test apps (the default BACKOFFICE_URL's). */
export const BACKOFFICE_ORIGIN = 'http://localhost:3005';

const member = (role: string) => {
  const found = DEMO_STAFF.find((m) => m.role === role);
  if (!found) throw new Error(`the demo has no ${role}`);
  return found;
};

/** The demo's three accounts: Anna Meier (advisor, Zürich Bahnhofstrasse), her branch lead, the back office. */
export const ADVISOR = member('advisor');
export const BRANCH_LEAD = member('branch_lead');
export const BACK_OFFICE = member('back_office');

/** A session of a member started as a sign-in starts it; answers the cookie's value. */
export const sessionFor = (t: TestApp, staffId: string): Promise<string> =>
  t.db.transaction((tx) => startStaffSession(tx, staffId, 'link', t.clock.now()));

/** The Cookie header of a session. */
export const cookieOf = (token: string): Record<string, string> => ({ cookie: `${STAFF_COOKIE}=${token}` });

let keys = 0;

/** What the back office sends with a change: the cookie, its Origin, a fresh Idempotency-Key (unless given). */
export const changeHeaders = (token: string, idempotencyKey?: string): Record<string, string> => ({
  ...cookieOf(token),
  origin: BACKOFFICE_ORIGIN,
  'idempotency-key': idempotencyKey ?? `staff-test-${(keys += 1)}`,
});
