/** @jest-environment ./test/support/pglite-environment.cjs */
// Staff management in the back office (issue 47, item 4): a branch lead manages their branch's members, the back
// office everyone, an advisor nobody; an invitation mails a sign-in link; a deactivation ends sessions, links and
// passkeys at once (the import's code); nobody deactivates themselves, the last back-office member keeps the role;
// every change is audited as a sentence in de and fr; each member lists, names and removes their own passkeys.
import {
  STAFF_PATHS,
  type ApiErrorBody,
  type AuditPage,
  type StaffMemberRow,
  type StaffPasskey,
} from '@checkout/shared/contract';
import { insertPasskey } from '../src/repositories/passkey-repository';
import { DRIVERS, createTestApp, type TestApp } from './support/test-app';
import { ADVISOR, BACK_OFFICE, BRANCH_LEAD, changeHeaders, cookieOf, sessionFor } from './support/staff';

const url = (path: string, id = '') => `/api${path.replace(':id', encodeURIComponent(id))}`;

describe.each(DRIVERS)('staff management (%s)', (driver) => {
  let t: TestApp;
  let lead: string;
  let office: string;
  let advisor: string;
  /** An advisor record of the lead's branch without an account, and a branch of no concern to the lead. */
  let colleague: string;
  let otherBranch: string;
  let otherAdvisor: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    [lead, office, advisor] = (await Promise.all(
      [BRANCH_LEAD, BACK_OFFICE, ADVISOR].map((m) => sessionFor(t, m.id)),
    )) as [string, string, string];
    const free = await t.db.query<{ id: string }>(
      `select id from advisors where agency_id = $1 and id not in (select advisor_id from staff where advisor_id is not null)
       order by id limit 1`,
      [BRANCH_LEAD.agencyId],
    );
    colleague = free[0]!.id;
    const other = await t.db.query<{ id: string; agency_id: string }>(
      'select id, agency_id from advisors where agency_id <> $1 order by id limit 1',
      [BRANCH_LEAD.agencyId],
    );
    otherAdvisor = other[0]!.id;
    otherBranch = other[0]!.agency_id;
  }, 60_000);
  afterAll(() => t.dispose());

  const list = (token: string, culture = 'de-CH') =>
    t.inject({ url: url(STAFF_PATHS.members), headers: { ...cookieOf(token), 'accept-language': culture } });
  const send = (
    token: string,
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    payload?: object,
    culture = 'de-CH',
  ) =>
    t.inject({
      method,
      url: path,
      payload,
      headers: { ...changeHeaders(token), 'accept-language': culture },
    });
  const invite = (token: string, body: Record<string, unknown>, culture = 'de-CH') =>
    send(
      token,
      'POST',
      url(STAFF_PATHS.members),
      {
        email: `new.${Math.random().toString(36).slice(2)}@horizonte-reisen.example`,
        name: 'Nora Neu',
        role: 'advisor',
        agencyId: BRANCH_LEAD.agencyId,
        advisorId: colleague,
        language: 'fr-CH',
        ...body,
      },
      culture,
    );
  const session = (token: string) => t.inject({ url: url(STAFF_PATHS.session), headers: cookieOf(token) });
  const auditSentences = async (culture: string) => {
    const answer = await t.inject({
      url: url(STAFF_PATHS.audit),
      headers: { ...cookieOf(office), 'accept-language': culture },
    });
    expect(answer.statusCode).toBe(200);
    return (answer.json() as AuditPage).items.map((entry) => entry.sentence);
  };
  const addPasskey = (staffId: string, id: string) =>
    t.db.transaction((tx) =>
      insertPasskey(tx, {
        id,
        staffId,
        publicKey: 'pk',
        counter: 0,
        transports: ['internal'],
        deviceType: 'multiDevice',
        backedUp: true,
        now: t.clock.now(),
      }),
    );

  it('lists the branch for a branch lead, everyone for the back office, nobody for an advisor (403)', async () => {
    const branch = (await list(lead)).json() as StaffMemberRow[];
    expect(branch.map((m) => m.id)).toEqual(expect.arrayContaining([ADVISOR.id, BRANCH_LEAD.id]));
    expect(branch.every((m) => m.agencyId === BRANCH_LEAD.agencyId)).toBe(true);
    expect(branch.find((m) => m.id === BRANCH_LEAD.id)).toMatchObject({
      name: BRANCH_LEAD.name,
      email: BRANCH_LEAD.email,
      role: 'branch_lead',
      culture: 'de-CH',
      active: true,
      passkeys: 0,
      lastSignInAt: t.clock.now().toISOString(),
    });
    const all = (await list(office)).json() as StaffMemberRow[];
    expect(all.map((m) => m.id)).toEqual(
      expect.arrayContaining([ADVISOR.id, BRANCH_LEAD.id, BACK_OFFICE.id]),
    );
    const refused = await list(advisor, 'fr-CH');
    expect(refused.statusCode).toBe(403);
    expect((refused.json() as ApiErrorBody).message).toBe('Votre rôle ne permet pas cette action.');
    expect((await t.inject({ url: url(STAFF_PATHS.members) })).statusCode).toBe(401);
  });

  it('invites a member in scope: stored, listed, and mailed a sign-in link in their language', async () => {
    const email = 'Nora.Neu@horizonte-reisen.example';
    const answer = await invite(lead, { email });
    expect(answer.statusCode).toBe(201);
    const row = answer.json() as StaffMemberRow;
    expect(row).toMatchObject({
      email,
      name: 'Nora Neu',
      role: 'advisor',
      agencyId: BRANCH_LEAD.agencyId,
      advisorId: colleague,
      culture: 'fr-CH',
      active: true,
      passkeys: 0,
      lastSignInAt: null,
    });
    const mails = await t.db.query<{ recipient: string; payload: { culture: string; staffId: string } }>(
      `select recipient, payload from outbox where kind = 'staff_sign_in' and recipient = $1`,
      [email],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.payload).toMatchObject({ culture: 'fr-CH', staffId: row.id });
    expect(((await list(lead)).json() as StaffMemberRow[]).map((m) => m.id)).toContain(row.id);
    // The same address again, in any case: 400 naming the e-mail, in the page's language.
    const twice = await invite(lead, { email: email.toUpperCase() }, 'fr-CH');
    expect(twice.statusCode).toBe(400);
    expect((twice.json() as ApiErrorBody).fields).toEqual({
      email: 'Cette adresse e-mail appartient déjà à une personne de l’équipe.',
    });
  });

  it('refuses what is not the inviter’s to give, naming the field', async () => {
    const backOffice = await invite(lead, { role: 'back_office', agencyId: null, advisorId: null });
    expect(backOffice.statusCode).toBe(403);
    expect((backOffice.json() as ApiErrorBody).fields).toEqual({
      role: 'Die Filialleitung kann keine Backoffice-Rolle vergeben.',
    });
    const elsewhere = await invite(lead, { role: 'branch_lead', agencyId: otherBranch, advisorId: null });
    expect(elsewhere.statusCode).toBe(403);
    expect(Object.keys((elsewhere.json() as ApiErrorBody).fields ?? {})).toEqual(['agencyId']);
    expect((await invite(advisor, {})).statusCode).toBe(403);
    // The advisor record must be of the branch named; the role's ids as the schema says.
    const mismatch = await invite(office, { advisorId: otherAdvisor });
    expect(mismatch.statusCode).toBe(400);
    expect(Object.keys((mismatch.json() as ApiErrorBody).fields ?? {})).toEqual(['advisorId']);
    const bad = await invite(office, { email: 'nope', name: ' ', role: 'branch_lead', advisorId: colleague });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys((bad.json() as ApiErrorBody).fields ?? {}).sort()).toEqual([
      'advisorId',
      'email',
      'name',
    ]);
    const noKey = await t.inject({
      method: 'POST',
      url: url(STAFF_PATHS.members),
      payload: {},
      headers: { ...changeHeaders(lead), 'idempotency-key': '' },
    });
    expect(noKey.statusCode).toBe(400);
    const foreign = await t.inject({
      method: 'POST',
      url: url(STAFF_PATHS.members),
      payload: {},
      headers: { ...changeHeaders(lead), origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('an invitation under one Idempotency-Key is made once', async () => {
    const body = {
      email: 'once@horizonte-reisen.example',
      name: 'Otto Once',
      role: 'branch_lead',
      agencyId: BRANCH_LEAD.agencyId,
      advisorId: null,
      language: 'de-CH',
    };
    const headers = changeHeaders(office, 'invite-once');
    const first = await t.inject({ method: 'POST', url: url(STAFF_PATHS.members), payload: body, headers });
    const again = await t.inject({ method: 'POST', url: url(STAFF_PATHS.members), payload: body, headers });
    expect(first.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const rows = await t.db.query('select id from staff where email = $1', [body.email]);
    expect(rows).toHaveLength(1);
  });

  it('changes role and scope within the changer’s power; the last back-office member keeps that role', async () => {
    const invited = (
      await invite(lead, { email: 'change.me@horizonte-reisen.example' })
    ).json() as StaffMemberRow;
    const changed = await send(lead, 'PUT', url(STAFF_PATHS.member, invited.id), {
      role: 'branch_lead',
      agencyId: BRANCH_LEAD.agencyId,
      advisorId: null,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ role: 'branch_lead', advisorId: null });
    const promote = await send(lead, 'PUT', url(STAFF_PATHS.member, invited.id), {
      role: 'back_office',
      agencyId: null,
      advisorId: null,
    });
    expect(promote.statusCode).toBe(403);
    // Outside the lead's branch: as if there were no such member.
    expect(
      (
        await send(lead, 'PUT', url(STAFF_PATHS.member, BACK_OFFICE.id), {
          role: 'branch_lead',
          agencyId: BRANCH_LEAD.agencyId,
          advisorId: null,
        })
      ).statusCode,
    ).toBe(404);
    const last = await send(
      office,
      'PUT',
      url(STAFF_PATHS.member, BACK_OFFICE.id),
      { role: 'branch_lead', agencyId: BRANCH_LEAD.agencyId, advisorId: null },
      'fr-CH',
    );
    expect(last.statusCode).toBe(409);
    expect((last.json() as ApiErrorBody).message).toMatch(
      /dernière personne active avec le rôle back-office/,
    );
    // With a second back-office member, the first may give the role up.
    const second = (
      await send(office, 'PUT', url(STAFF_PATHS.member, invited.id), {
        role: 'back_office',
        agencyId: null,
        advisorId: null,
      })
    ).json() as StaffMemberRow;
    expect(second.role).toBe('back_office');
    const bad = await send(office, 'PUT', url(STAFF_PATHS.member, invited.id), { role: 'advisor' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys((bad.json() as ApiErrorBody).fields ?? {}).sort()).toEqual(['advisorId', 'agencyId']);
    // Back to the branch, so the later tests find one back-office member.
    await send(office, 'PUT', url(STAFF_PATHS.member, invited.id), {
      role: 'branch_lead',
      agencyId: BRANCH_LEAD.agencyId,
      advisorId: null,
    });
  });

  it('deactivates at once: sessions, links and passkeys end; not oneself; reactivated, they sign in by link', async () => {
    const invited = (
      await invite(lead, { email: 'leaver@horizonte-reisen.example' })
    ).json() as StaffMemberRow;
    const theirs = await sessionFor(t, invited.id);
    await addPasskey(invited.id, 'cred-leaver');
    expect((await session(theirs)).statusCode).toBe(200);
    const done = await send(lead, 'POST', url(STAFF_PATHS.memberDeactivate, invited.id), {});
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ active: false, passkeys: 0 });
    expect((await session(theirs)).statusCode).toBe(401);
    const left = await t.db.query<{ n: number }>(
      `select (select count(*)::int from staff_passkeys where staff_id = $1)
            + (select count(*)::int from staff_sign_in_links where staff_id = $1 and used_at is null) as n`,
      [invited.id],
    );
    expect(left[0]!.n).toBe(0);
    // Their open page's next call (the to-do's count) is a 401, which shows the sign-in screen.
    expect((await t.inject({ url: url(STAFF_PATHS.todo), headers: cookieOf(theirs) })).statusCode).toBe(401);
    const self = await send(lead, 'POST', url(STAFF_PATHS.memberDeactivate, BRANCH_LEAD.id), {});
    expect(self.statusCode).toBe(409);
    expect((self.json() as ApiErrorBody).message).toBe('Sie können sich nicht selbst deaktivieren.');
    const selfOffice = await send(office, 'POST', url(STAFF_PATHS.memberDeactivate, BACK_OFFICE.id), {});
    expect(selfOffice.statusCode).toBe(409);
    expect((await send(lead, 'POST', url(STAFF_PATHS.memberDeactivate, BACK_OFFICE.id), {})).statusCode).toBe(
      404,
    );
    expect((await send(advisor, 'POST', url(STAFF_PATHS.memberDeactivate, invited.id), {})).statusCode).toBe(
      403,
    );
    const back = await send(lead, 'POST', url(STAFF_PATHS.memberReactivate, invited.id), {});
    expect(back.json()).toMatchObject({ active: true });
    const again = await sessionFor(t, invited.id);
    expect((await session(again)).statusCode).toBe(200);
  });

  it('writes each change into the audit as a sentence in German and French', async () => {
    const de = await auditSentences('de-CH');
    const fr = await auditSentences('fr-CH');
    expect(de).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^Nora Neu eingeladen als Beratungsperson in .+ \(.+\); ein Anmeldelink wurde verschickt\.$/,
        ),
        expect.stringMatching(/^Rolle von Nora Neu geändert|^Rolle von Nora Neu/),
        'Nora Neu deaktiviert: 1 Sitzungen beendet, 1 Passkeys entfernt.',
        'Nora Neu wieder aktiviert.',
      ]),
    );
    expect(fr).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^Nora Neu invité\(e\) comme conseiller ou conseillère à .+ ; un lien de connexion a été envoyé\.$/,
        ),
        'Nora Neu désactivé(e) : 1 sessions terminées, 1 clés d’accès supprimées.',
        'Nora Neu réactivé(e).',
      ]),
    );
    for (const sentence of [...de, ...fr]) expect(sentence).not.toMatch(/staff-|adv-|\{\{|undefined/);
  });

  it('a member lists, names and removes their own passkeys, the last one too; another’s is a 404', async () => {
    await addPasskey(ADVISOR.id, 'cred-anna-1');
    await addPasskey(BRANCH_LEAD.id, 'cred-petra-1');
    const mine = (
      await t.inject({ url: url(STAFF_PATHS.ownPasskeys), headers: cookieOf(advisor) })
    ).json() as StaffPasskey[];
    expect(mine).toEqual([
      { id: 'cred-anna-1', name: null, createdAt: t.clock.now().toISOString(), lastUsedAt: null },
    ]);
    const renamed = await send(advisor, 'PUT', url(STAFF_PATHS.ownPasskey, 'cred-anna-1'), {
      name: ' Laptop ',
    });
    expect(renamed.json()).toMatchObject({ id: 'cred-anna-1', name: 'Laptop' });
    const empty = await send(
      advisor,
      'PUT',
      url(STAFF_PATHS.ownPasskey, 'cred-anna-1'),
      { name: '' },
      'fr-CH',
    );
    expect(empty.statusCode).toBe(400);
    expect(Object.keys((empty.json() as ApiErrorBody).fields ?? {})).toEqual(['name']);
    expect(
      (await send(advisor, 'PUT', url(STAFF_PATHS.ownPasskey, 'cred-petra-1'), { name: 'x' })).statusCode,
    ).toBe(404);
    expect((await send(advisor, 'DELETE', url(STAFF_PATHS.ownPasskey, 'cred-petra-1'))).statusCode).toBe(404);
    expect((await send(advisor, 'DELETE', url(STAFF_PATHS.ownPasskey, 'cred-anna-1'))).statusCode).toBe(204);
    expect(
      (await t.inject({ url: url(STAFF_PATHS.ownPasskeys), headers: cookieOf(advisor) })).json(),
    ).toEqual([]);
    expect(((await session(advisor)).json() as { hasPasskey: boolean }).hasPasskey).toBe(false);
    expect(((await session(lead)).json() as { hasPasskey: boolean }).hasPasskey).toBe(true);
  });
});
