// The sign-in page's model: how staff may sign in here as the API answers it (a ServerAnswer, asked when the page
// shows; until it answers, or when it cannot be asked, the link is offered and no provider), the link's address
// (checked by the kernel's staffSignInLinkSchema before any call) and its sending, and the sign-in with a passkey.
// The page observes it.
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { Culture, StaffSession, StaffSignInOptions } from '@checkout/shared/contract';
import {
  VALIDATION_MESSAGES,
  WIRE_VALIDATE_OPTIONS,
  fieldErrorsOf,
  staffSignInLinkSchema,
} from '@checkout/shared/schemas';
import type { StaffClient } from '@checkout/shared/staff';
import type { Passkeys } from '../../app/passkeys';
import { ServerAnswer } from '../../app/server-answer';

export interface SignInModelOptions {
  api: Pick<StaffClient, 'signInOptions' | 'signInLink' | 'passkeySignInOptions' | 'passkeySignIn'>;
  passkeys: Pick<Passkeys, 'authenticate'>;
  /** Told of the session a passkey signed in (the store's signedIn). */
  signedIn: (session: StaffSession) => void;
}

/** The retailer's sign-on provider, as the API names it. */
export type SignOnProvider = NonNullable<StaffSignInOptions['singleSignOn']>;

export class SignInModel {
  /** How staff may sign in here, its failure (which changes nothing: the link is offered then). */
  readonly options = new ServerAnswer<StaffSignInOptions>();
  /** The address entered for the link. */
  email = '';
  /** What the address lacks (an i18n key), found when the link was last asked for; '' when nothing. */
  emailError = '';
  /** The address the link went to; null until sent (and after 'another address'). */
  sentTo: string | null = null;
  /** The link is being asked for. */
  sending = false;
  /** A passkey is signing in. */
  signingIn = false;
  /** Why asking for the link or signing in with a passkey failed last; null when it did not. */
  error: unknown = null;

  private readonly deps: SignInModelOptions;

  constructor(deps: SignInModelOptions) {
    this.deps = deps;
    makeObservable(this, {
      email: observable,
      emailError: observable,
      sentTo: observable,
      sending: observable,
      signingIn: observable,
      error: observable.ref,
      linkOffered: computed,
      provider: computed,
      setEmail: action,
      otherAddress: action,
    });
  }

  /** Whether the link by e-mail is offered: unless the API says the provider replaces it. */
  get linkOffered(): boolean {
    return this.options.value?.link ?? true;
  }

  /** The retailer's sign-on provider, once the API named one. */
  get provider(): SignOnProvider | null {
    return this.options.value?.singleSignOn ?? null;
  }

  load(): Promise<void> {
    return this.options.ask(() => this.deps.api.signInOptions());
  }

  setEmail(email: string): void {
    this.email = email;
  }

  /** What the kernel's staffSignInLinkSchema says of an address, in the page's words; '' when it takes it. */
  emailErrorOf(address: string, culture: Culture): string {
    const { email } = fieldErrorsOf(
      staffSignInLinkSchema,
      { email: address, culture },
      WIRE_VALIDATE_OPTIONS,
    );
    if (!email) return '';
    return email === VALIDATION_MESSAGES.required
      ? 'backoffice.signIn.emailMissing'
      : 'backoffice.signIn.emailInvalid';
  }

  /** Asks for a link to the address entered (in the page's language), once the schema takes it. */
  async sendLink(culture: Culture): Promise<void> {
    const address = this.email.trim();
    const emailError = this.emailErrorOf(address, culture);
    runInAction(() => {
      this.error = null;
      this.emailError = emailError;
    });
    if (emailError || this.sending) return;
    runInAction(() => (this.sending = true));
    try {
      await this.deps.api.signInLink(address, culture);
      runInAction(() => (this.sentTo = address));
    } catch (error) {
      runInAction(() => (this.error = error));
    } finally {
      runInAction(() => (this.sending = false));
    }
  }

  /** Another address: the form again. */
  otherAddress(): void {
    this.sentTo = null;
  }

  /** The API's options to the browser's passkey prompt, its answer to the API: the session, told to signedIn. */
  async signInWithPasskey(): Promise<void> {
    const { api, passkeys, signedIn } = this.deps;
    runInAction(() => {
      this.error = null;
      this.signingIn = true;
    });
    try {
      const response = await passkeys.authenticate(await api.passkeySignInOptions());
      signedIn(await api.passkeySignIn(response));
    } catch (error) {
      runInAction(() => {
        this.error = error;
        this.signingIn = false;
      });
    }
  }

  dispose(): void {
    this.options.dispose();
  }
}
