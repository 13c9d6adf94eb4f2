import { createStaffClient } from '@checkout/shared/staff';
import { ADVISORS, BACK_OFFICE_MEMBER, BRANCH_LEAD, ZURICH } from '../../testing/fixtures';
import { createFakeStaffApi, TEST_API_BASE } from '../../testing/fake-staff-api';
import { sessionOf } from '../../testing/fixtures';
import { MEMBERS } from '../../testing/members-fixtures';
import { StaffModel } from './staff-model';

function model(staff = BRANCH_LEAD) {
  const fake = createFakeStaffApi({ session: sessionOf(staff) });
  let keys = 0;
  const api = createStaffClient({ baseUrl: TEST_API_BASE, fetch: fake.fetch });
  const staffModel = new StaffModel({
    api,
    loadAdvisors: async () => ADVISORS,
    staff,
    newKey: () => `confirm-${(keys += 1)}`,
  });
  return { fake, model: staffModel };
}

const invite = {
  email: 'nora.neu@horizonte-reisen.example',
  name: 'Nora Neu',
  role: 'advisor' as const,
  agencyId: ZURICH.id,
  advisorId: 'adv-sophie',
  language: 'fr-CH' as const,
};

describe('the staff model', () => {
  it("lists a branch lead's branch and offers only that branch", async () => {
    const { model: m } = model();
    await m.load();
    expect(m.members.value?.map((member) => member.id)).toEqual(
      MEMBERS.filter((member) => member.agencyId === ZURICH.id).map((member) => member.id),
    );
    expect(m.branches).toEqual([ZURICH]);
    expect(m.advisorName('adv-luca')).toBe('Luca Rossi');
  });

  it('the back office sees everyone and every branch', async () => {
    const { model: m } = model(BACK_OFFICE_MEMBER);
    await m.load();
    expect(m.members.value).toHaveLength(MEMBERS.length);
    expect(m.branches.map((b) => b.id).sort()).toEqual(['agency-bern', ZURICH.id]);
  });

  it('invites after the confirmation with its key; the members are asked again', async () => {
    const { fake, model: m } = model();
    await m.load();
    m.open({ kind: 'invite' });
    m.ask({ kind: 'invite', request: invite });
    await m.confirm();
    expect(fake.requestsTo('POST', '/staff/members')[0]?.headers['Idempotency-Key']).toBe('confirm-1');
    expect(m.form).toBeNull();
    expect(m.done).toEqual({ kind: 'invite', name: 'Nora Neu' });
    expect(m.members.value?.map((member) => member.name)).toContain('Nora Neu');
  });

  it('an address already taken goes back to the form with the API’s words for the field', async () => {
    const { model: m } = model();
    await m.load();
    m.open({ kind: 'invite' });
    m.ask({ kind: 'invite', request: { ...invite, email: BRANCH_LEAD.email.toUpperCase() } });
    await m.confirm();
    expect(m.attempt.request).toBeNull();
    expect(m.attempt.fieldErrors).toEqual({
      email: 'Diese E-Mail-Adresse gehört schon einer Person im Team.',
    });
    expect(m.form).toEqual({ kind: 'invite' });
  });

  it('deactivates and reactivates; refusing oneself keeps the confirmation with the refusal', async () => {
    const { model: m } = model();
    await m.load();
    const anna = m.members.value!.find((member) => member.id === 'staff-anna')!;
    m.ask({ kind: 'deactivate', member: anna });
    await m.confirm();
    expect(m.members.value?.find((member) => member.id === 'staff-anna')?.active).toBe(false);
    m.ask({ kind: 'reactivate', member: anna });
    await m.confirm();
    expect(m.members.value?.find((member) => member.id === 'staff-anna')?.active).toBe(true);
    const self = m.members.value!.find((member) => member.id === BRANCH_LEAD.id)!;
    m.ask({ kind: 'deactivate', member: self });
    await m.confirm();
    expect(m.attempt.request).not.toBeNull();
    expect(m.attempt.error).toMatchObject({ status: 409 });
  });
});
