/** @jest-environment ./test/support/pglite-environment.cjs */
// A retailer's staff accounts (migration 044): they come with the import file's `staff` list, are checked like every
// record (role and scope, references, one address per member), and `"active": false` takes a member off the
// allow-list at once: no link, passkey or single sign-on opens a session, and their live sessions end.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STAFF_PATHS } from '@checkout/shared/contract';
import { CatalogueFileError } from '../src/catalogue-import/catalogue-file';
import { importCatalogue } from '../src/catalogue-import/import-catalogue';
import { findStaffByEmail, findStaffById } from '../src/repositories/staff-repository';
import { DRIVERS, createRetailerTestApp, type TestApp } from './support/test-app';
import { BACKOFFICE_ORIGIN, cookieOf, sessionFor } from './support/staff';

const SMALL = JSON.parse(readFileSync(join(__dirname, 'fixtures', 'small-catalogue.json'), 'utf8')) as {
  agencies: Record<string, unknown>[];
};
/** The small catalogue with a second branch, Wil, which no advisor works at. */
const CATALOGUE = { ...SMALL, agencies: [...SMALL.agencies, { ...SMALL.agencies[0], id: 'wil' }] };

const LEA = {
  id: 'staff-lea-keller',
  email: 'Lea.Keller@reisen-muster.example',
  name: 'Lea Keller',
  role: 'advisor',
  agencyId: 'st-gallen',
  advisorId: 'adv-lea-keller',
  culture: 'de-CH',
};
const LEAD = {
  id: 'staff-marc-frei',
  email: 'marc.frei@reisen-muster.example',
  name: 'Marc Frei',
  role: 'branch_lead',
  agencyId: 'st-gallen',
  culture: 'de-CH',
};
const OFFICE = {
  id: 'staff-odile-favre',
  email: 'odile.favre@reisen-muster.example',
  name: 'Odile Favre',
  role: 'back_office',
  agencyId: null,
  advisorId: null,
  culture: 'fr-CH',
};

describe.each(DRIVERS)("a retailer's staff accounts (%s)", (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createRetailerTestApp(driver);
  }, 60_000);
  afterAll(() => t.dispose());

  const importStaff = (staff: object[]) => importCatalogue(t.db, { ...CATALOGUE, staff }, t.clock.now());
  /** A link request, and the work the API does after answering it (issue 47: the link is written then). */
  const askLink = async (email: string) => {
    const answer = await t.inject({
      method: 'POST',
      url: `/api${STAFF_PATHS.signInLink}`,
      payload: { email, culture: 'de-CH' },
      headers: { origin: BACKOFFICE_ORIGIN },
    });
    await t.app.settled();
    return answer;
  };
  const links = async (staffId: string) =>
    (
      await t.db.query<{ n: number }>(
        'select count(*)::int as n from staff_sign_in_links where staff_id = $1',
        [staffId],
      )
    )[0]?.n;
  const session = (token: string) =>
    t.inject({ url: `/api${STAFF_PATHS.session}`, headers: cookieOf(token) });

  it('writes the members of the file, each in their scope; the same file again changes nothing', async () => {
    expect(await importStaff([LEA, LEAD, OFFICE])).toMatchObject({ counts: { staff: 3, advisors: 1 } });
    const stored = () =>
      t.db.query('select id, email, name, role, agency_id, advisor_id, culture from staff order by id');
    const first = await stored();
    expect(first).toHaveLength(3);
    await importStaff([LEA, LEAD, OFFICE]);
    expect(await stored()).toEqual(first);
    // An address is found in any case; a member's session shows who they are.
    expect((await findStaffByEmail(t.db, 'lea.keller@reisen-muster.example'))?.id).toBe(LEA.id);
    const token = await sessionFor(t, LEAD.id);
    const res = await session(token);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ staff: { role: string; agencyId: string } }>().staff).toMatchObject({
      role: 'branch_lead',
      agencyId: 'st-gallen',
    });
  });

  it('refuses a member outside their role, an unknown branch and an address two members share, writing nothing', async () => {
    const before = await t.db.query('select * from staff order by id');
    const refused = async (staff: object[]) => {
      const error = await importStaff(staff).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CatalogueFileError);
      return (error as CatalogueFileError).problems;
    };
    expect(await refused([{ ...LEAD, advisorId: 'adv-lea-keller' }])).toEqual([
      'staff[0] (id "staff-marc-frei").advisorId: must be null for the role branch_lead',
    ]);
    expect(await refused([{ ...LEA, advisorId: null }])).toEqual([
      'staff[0] (id "staff-lea-keller").advisorId: is required for the role advisor',
    ]);
    expect((await refused([{ ...OFFICE, role: 'owner', email: 'no-address' }])).sort()).toEqual([
      'staff[0] (id "staff-odile-favre").email: must be a valid email',
      'staff[0] (id "staff-odile-favre").role: must be one of the following values: advisor, branch_lead, back_office',
    ]);
    expect(
      await refused([{ ...LEAD, id: 'staff-x', email: 'x@reisen-muster.example', agencyId: 'nowhere' }]),
    ).toEqual([expect.stringMatching(/^unknown reference \(staff_agency_id_fkey\)/)]);
    expect(
      await refused([{ ...LEA, id: 'staff-z', email: 'z@reisen-muster.example', agencyId: 'wil' }]),
    ).toEqual([
      'staff (id "staff-z").agencyId: must be the branch of the advisor record (st-gallen), not wil',
    ]);
    expect(await refused([{ ...LEAD, id: 'staff-y', email: 'LEA.KELLER@reisen-muster.example' }])).toEqual([
      expect.stringMatching(/^staff: an e-mail address belongs to two members/),
    ]);
    expect(await t.db.query('select * from staff order by id')).toEqual(before);
  });

  it('"active": false ends their sessions and refuses every sign-in at once; true lets them in again', async () => {
    const token = await sessionFor(t, LEA.id);
    expect((await session(token)).statusCode).toBe(200);
    expect((await askLink(LEA.email)).statusCode).toBe(202);
    expect(await links(LEA.id)).toBe(1);
    const second = await sessionFor(t, LEA.id);
    await t.db.query(
      `insert into staff_passkeys (id, staff_id, public_key, counter, transports, device_type, backed_up, created_at)
       values ('cred-lea', $1, 'pk', 0, '{internal}', 'singleDevice', false, $2)`,
      [LEA.id, t.clock.now().toISOString()],
    );

    // Issue 47: the import says whom it deactivated and what ended, passkeys included.
    expect(await importStaff([{ ...LEA, active: false }])).toMatchObject({
      counts: { staff: 1 },
      deactivation: {
        members: [{ id: LEA.id, email: LEA.email, name: LEA.name }],
        sessionsEnded: 2,
        linksWithdrawn: 1,
        passkeysRemoved: 1,
      },
    });
    // The sessions end, the link not yet spent goes, the passkey too, and nothing finds the member for a sign-in.
    expect((await session(token)).statusCode).toBe(401);
    expect((await session(second)).statusCode).toBe(401);
    expect(await links(LEA.id)).toBe(0);
    expect(await t.db.query('select id from staff_passkeys where staff_id = $1', [LEA.id])).toEqual([]);
    // Importing the same file again deactivates nobody a second time.
    expect((await importStaff([{ ...LEA, active: false }])).deactivation).toEqual({
      members: [],
      sessionsEnded: 0,
      linksWithdrawn: 0,
      passkeysRemoved: 0,
    });
    // Its mail, not sent yet here (no worker runs), is withdrawn with it.
    const mails = await t.db.query<{ withdrawn_at: unknown }>(
      "select withdrawn_at from outbox where kind = 'staff_sign_in' and lower(recipient) = lower($1)",
      [LEA.email],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.withdrawn_at).not.toBeNull();
    expect(await findStaffById(t.db, LEA.id)).toBeUndefined();
    expect(await findStaffByEmail(t.db, LEA.email)).toBeUndefined();
    // A link asked for answers as for any address off the list, and none is made.
    expect((await askLink(LEA.email)).statusCode).toBe(202);
    expect(await links(LEA.id)).toBe(0);
    // The row stays (the audit trail names it), marked.
    const [row] = await t.db.query<{ deactivated_at: unknown }>(
      'select deactivated_at from staff where id = $1',
      [LEA.id],
    );
    expect(row?.deactivated_at).not.toBeNull();

    await importStaff([LEA]);
    expect((await findStaffById(t.db, LEA.id))?.email).toBe(LEA.email);
    expect((await askLink(LEA.email)).statusCode).toBe(202);
    expect(await links(LEA.id)).toBe(1);
    expect((await session(await sessionFor(t, LEA.id))).statusCode).toBe(200);
  });
});
