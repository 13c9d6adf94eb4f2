// Passkeys through @simplewebauthn/browser, loaded when staff first use one (the sign-in page needs none of it
// before). Tests and stories hand in their own.
import type { PasskeyOptionsJson } from '@checkout/shared/staff';

export interface Passkeys {
  /** Whether this browser can use a passkey at all (the button is not offered otherwise). */
  supported(): boolean;
  /** Signs in with a passkey: the assertion JSON for passkeySignIn. */
  authenticate(options: PasskeyOptionsJson): Promise<unknown>;
  /** Creates a passkey: the attestation JSON for passkeyRegistration. */
  register(options: PasskeyOptionsJson): Promise<unknown>;
}

const library = () => import('@simplewebauthn/browser');

export const browserPasskeys: Passkeys = {
  supported: () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function',
  authenticate: async (options) => {
    const { startAuthentication } = await library();
    return startAuthentication({
      optionsJSON: options as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'],
    });
  },
  register: async (options) => {
    const { startRegistration } = await library();
    return startRegistration({
      optionsJSON: options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'],
    });
  },
};

/** The browser's answer when staff close its passkey prompt (or it timed out): not an error to alarm anyone. */
export const isPasskeyCancelled = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
