import { ApiError } from '@checkout/shared';
import type { Culture, StaffSession, StaffSignInOptions } from '@checkout/shared/contract';
import type { PasskeyOptionsJson } from '@checkout/shared/staff';
import { LEAD_SESSION } from '../../testing/fixtures';
import { SignInModel, type SignInModelOptions } from './sign-in-model';

/** A question whose answer the test gives when it likes. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((yes) => (resolve = yes));
  return { promise, resolve };
}

const unavailable = () => new ApiError(503, { error: 'internal', message: 'Nicht erreichbar.' });

const WITH_PROVIDER: StaffSignInOptions = {
  link: false,
  singleSignOn: { name: 'Horizonte Reisen', path: '/staff/sign-in/oidc' },
};

function model(patch: Partial<SignInModelOptions['api']> = {}) {
  const api = {
    signInOptions: jest.fn(async (): Promise<StaffSignInOptions> => WITH_PROVIDER),
    signInLink: jest.fn(async (_email: string, _culture: Culture): Promise<void> => undefined),
    passkeySignInOptions: jest.fn(async (): Promise<PasskeyOptionsJson> => ({ challenge: 'c' })),
    passkeySignIn: jest.fn(async (_response: unknown): Promise<StaffSession> => LEAD_SESSION),
    ...patch,
  };
  const passkeys = {
    authenticate: jest.fn(async (_options: PasskeyOptionsJson): Promise<unknown> => ({ id: 'p' })),
  };
  const signedIn = jest.fn();
  return { model: new SignInModel({ api, passkeys, signedIn }), api, passkeys, signedIn };
}

describe("the sign-in page's model", () => {
  it('offers the link and no provider until the API says how staff sign in here', async () => {
    const { model: m, api } = model();
    expect([m.linkOffered, m.provider]).toEqual([true, null]);
    await m.load();
    expect(api.signInOptions).toHaveBeenCalledTimes(1);
    expect([m.linkOffered, m.provider]).toEqual([false, WITH_PROVIDER.singleSignOn]);
  });

  it('keeps offering the link when the options cannot be asked, and asks again on retry', async () => {
    const signInOptions = jest
      .fn<Promise<StaffSignInOptions>, []>()
      .mockRejectedValueOnce(unavailable())
      .mockResolvedValueOnce(WITH_PROVIDER);
    const { model: m } = model({ signInOptions });
    await m.load();
    expect(m.options.error).toBeInstanceOf(ApiError);
    expect([m.linkOffered, m.provider]).toEqual([true, null]);
    await m.options.retry();
    expect(m.provider?.name).toBe('Horizonte Reisen');
  });

  it('drops the options answered after the page was left', async () => {
    const answer = deferred<StaffSignInOptions>();
    const { model: m } = model({ signInOptions: () => answer.promise });
    const asked = m.load();
    m.dispose();
    answer.resolve(WITH_PROVIDER);
    await asked;
    expect(m.options.value).toBeNull();
    expect(m.linkOffered).toBe(true);
  });

  it("checks the address by the kernel's staffSignInLinkSchema before any call, in the page's words", async () => {
    const { model: m, api } = model();
    await m.sendLink('de-CH');
    expect(m.emailError).toBe('backoffice.signIn.emailMissing');
    m.setEmail('petra');
    await m.sendLink('fr-CH');
    expect(m.emailError).toBe('backoffice.signIn.emailInvalid');
    m.setEmail('petra@example');
    await m.sendLink('fr-CH');
    expect(m.emailError).toBe('backoffice.signIn.emailInvalid');
    expect(api.signInLink).not.toHaveBeenCalled();
  });

  it('asks for a link to the address trimmed, in the language given, then says where it went', async () => {
    const { model: m, api } = model();
    m.setEmail('  petra@example.ch ');
    const sending = m.sendLink('fr-CH');
    expect(m.sending).toBe(true);
    await sending;
    expect(api.signInLink).toHaveBeenCalledWith('petra@example.ch', 'fr-CH');
    expect([m.sending, m.sentTo, m.emailError, m.error]).toEqual([false, 'petra@example.ch', '', null]);
    m.otherAddress();
    expect(m.sentTo).toBeNull();
  });

  it('keeps the failure of the link, which the next attempt clears', async () => {
    const signInLink = jest
      .fn<Promise<void>, [string, Culture]>()
      .mockRejectedValueOnce(unavailable())
      .mockResolvedValueOnce(undefined);
    const { model: m } = model({ signInLink });
    m.setEmail('petra@example.ch');
    await m.sendLink('de-CH');
    expect(m.error).toBeInstanceOf(ApiError);
    expect([m.sending, m.sentTo]).toEqual([false, null]);
    await m.sendLink('de-CH');
    expect([m.error, m.sentTo]).toEqual([null, 'petra@example.ch']);
  });

  it("signs in with a passkey: the API's options to the browser, its answer to the API, the session told", async () => {
    const { model: m, api, passkeys, signedIn } = model();
    await m.signInWithPasskey();
    expect(passkeys.authenticate).toHaveBeenCalledWith({ challenge: 'c' });
    expect(api.passkeySignIn).toHaveBeenCalledWith({ id: 'p' });
    expect(signedIn).toHaveBeenCalledWith(LEAD_SESSION);
    // The page goes: the button stays busy meanwhile.
    expect(m.signingIn).toBe(true);
  });

  it('keeps the failure of the passkey prompt, and lets staff try again', async () => {
    const { model: m, passkeys, signedIn } = model();
    passkeys.authenticate.mockRejectedValueOnce(
      Object.assign(new Error('closed'), { name: 'NotAllowedError' }),
    );
    await m.signInWithPasskey();
    expect(m.error).toEqual(expect.objectContaining({ name: 'NotAllowedError' }));
    expect(m.signingIn).toBe(false);
    expect(signedIn).not.toHaveBeenCalled();
    await m.signInWithPasskey();
    expect(m.error).toBeNull();
    expect(signedIn).toHaveBeenCalledTimes(1);
  });
});
