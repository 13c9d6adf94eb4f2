import { createStaffClient } from '@checkout/shared/staff';
import { createFakeStaffApi, TEST_API_BASE } from '../../testing/fake-staff-api';
import { LEAD_SESSION } from '../../testing/fixtures';
import { PASSKEYS } from '../../testing/members-fixtures';
import { fakePasskeys } from '../../testing/render-backoffice';
import { PasskeysModel } from './passkeys-model';

function model() {
  const fake = createFakeStaffApi({ session: LEAD_SESSION });
  const api = createStaffClient({ baseUrl: TEST_API_BASE, fetch: fake.fetch });
  const passkeys = fakePasskeys();
  const sessionChanged = jest.fn();
  let keys = 0;
  return {
    fake,
    passkeys,
    sessionChanged,
    model: new PasskeysModel({ api, passkeys, sessionChanged, newKey: () => `remove-${(keys += 1)}` }),
  };
}

describe('the own passkeys model', () => {
  it('names a passkey, refusing an empty name before asking', async () => {
    const { fake, model: m } = model();
    await m.load();
    expect(m.list.value).toEqual(PASSKEYS);
    m.startNaming(PASSKEYS[1]!);
    m.typeName('  ');
    await m.saveName();
    expect(m.nameProblem).toBe('backoffice.passkeys.nameMissing');
    expect(fake.requestsTo('PUT', '/staff/passkeys/cred-phone')).toHaveLength(0);
    m.typeName(' Telefon ');
    await m.saveName();
    expect(fake.requestsTo('PUT', '/staff/passkeys/cred-phone')[0]?.body).toEqual({ name: 'Telefon' });
    expect(m.list.value?.[1]?.name).toBe('Telefon');
    expect(m.done).toBe('renamed');
  });

  it('removes every passkey, the last one too, each after its confirmation and with its key', async () => {
    const { fake, model: m } = model();
    await m.load();
    for (const passkey of PASSKEYS) {
      m.askRemove(passkey);
      await m.remove();
    }
    expect(m.list.value).toEqual([]);
    expect(fake.requestsTo('DELETE', '/staff/passkeys/cred-phone')[0]?.headers['Idempotency-Key']).toBe(
      'remove-2',
    );
  });

  it('adds one through the registration: options, the browser’s prompt, the attestation; a closed prompt is no failure', async () => {
    const { fake, passkeys, sessionChanged, model: m } = model();
    await m.load();
    await m.add();
    expect(passkeys.register).toHaveBeenCalledTimes(1);
    expect(fake.requestsTo('POST', '/staff/passkeys')).toHaveLength(1);
    expect(sessionChanged).toHaveBeenCalled();
    expect(m.done).toBe('added');
    passkeys.register.mockRejectedValueOnce(Object.assign(new Error('closed'), { name: 'NotAllowedError' }));
    await m.add();
    expect(m.error).toBeNull();
  });
});
