// The own passkeys' model (issue 47, item 4): the signed-in member's passkeys (a ServerAnswer, asked again after each
// change), one being named, one being removed after a confirmation in the page, and a new one added through the
// browser's prompt (the sign-in's registration: options, the prompt, the attestation). Removing the last one is
// allowed: a member can always sign in by link.
import { action, makeObservable, observable, runInAction } from 'mobx';
import type { StaffPasskey, StaffSession } from '@checkout/shared/contract';
import { PASSKEY_NAME_MAX } from '@checkout/shared/schemas';
import type { StaffClient } from '@checkout/shared/staff';
import { isPasskeyCancelled, type Passkeys } from '../../app/passkeys';
import { ServerAnswer } from '../../app/server-answer';

export interface PasskeysModelOptions {
  api: Pick<
    StaffClient,
    'ownPasskeys' | 'renamePasskey' | 'removePasskey' | 'passkeyRegistrationOptions' | 'passkeyRegistration'
  >;
  passkeys: Passkeys;
  /** The session after a passkey was added (hasPasskey). */
  sessionChanged: (session: StaffSession) => void;
  newKey?: () => string;
}

export class PasskeysModel {
  readonly list = new ServerAnswer<StaffPasskey[]>();
  /** The passkey being named and the name typed; null when none. */
  naming: { id: string; name: string } | null = null;
  /** The passkey whose removal is being confirmed, with the confirmation's key; null when none. */
  removing: { passkey: StaffPasskey; key: string } | null = null;
  /** A change is under way. */
  busy = false;
  /** Why the last change failed; null when it did not. */
  error: unknown = null;
  /** A name too long or empty: the field's message (an i18n key); null when none. */
  nameProblem: string | null = null;
  /** What was done last: 'renamed', 'removed', 'added'; null before. */
  done: 'renamed' | 'removed' | 'added' | null = null;

  constructor(private readonly options: PasskeysModelOptions) {
    makeObservable(this, {
      naming: observable.ref,
      removing: observable.ref,
      busy: observable,
      error: observable.ref,
      nameProblem: observable,
      done: observable,
      startNaming: action,
      typeName: action,
      cancel: action,
      askRemove: action,
    });
  }

  load(): Promise<void> {
    return this.list.ask(() => this.options.api.ownPasskeys());
  }

  startNaming(passkey: StaffPasskey): void {
    this.naming = { id: passkey.id, name: passkey.name ?? '' };
    this.removing = null;
    this.error = null;
    this.nameProblem = null;
  }

  typeName(name: string): void {
    if (this.naming) this.naming = { ...this.naming, name };
  }

  cancel(): void {
    this.naming = null;
    this.removing = null;
    this.error = null;
    this.nameProblem = null;
  }

  askRemove(passkey: StaffPasskey): void {
    this.naming = null;
    this.error = null;
    this.removing = { passkey, key: (this.options.newKey ?? (() => crypto.randomUUID()))() };
  }

  async saveName(): Promise<void> {
    const naming = this.naming;
    if (!naming) return;
    const name = naming.name.trim();
    const problem =
      name === ''
        ? 'backoffice.passkeys.nameMissing'
        : name.length > PASSKEY_NAME_MAX
          ? 'backoffice.passkeys.nameLong'
          : null;
    runInAction(() => (this.nameProblem = problem));
    if (problem) return;
    await this.run('renamed', () => this.options.api.renamePasskey(naming.id, name));
  }

  async remove(): Promise<void> {
    const removing = this.removing;
    if (!removing) return;
    await this.run('removed', () => this.options.api.removePasskey(removing.passkey.id, removing.key));
  }

  /** A new passkey through the browser's prompt; closing the prompt is no failure. */
  async add(): Promise<void> {
    const { api, passkeys } = this.options;
    await this.run('added', async () => {
      const options = await api.passkeyRegistrationOptions();
      const response = await passkeys.register(options);
      this.options.sessionChanged(await api.passkeyRegistration(response));
    });
  }

  dispose(): void {
    this.list.dispose();
  }

  private async run(done: 'renamed' | 'removed' | 'added', change: () => Promise<unknown>): Promise<void> {
    if (this.busy) return;
    runInAction(() => {
      this.busy = true;
      this.error = null;
      this.done = null;
    });
    try {
      await change();
    } catch (error) {
      runInAction(() => {
        this.busy = false;
        this.error = isPasskeyCancelled(error) ? null : error;
      });
      return;
    }
    runInAction(() => {
      this.busy = false;
      this.naming = null;
      this.removing = null;
      this.done = done;
    });
    await this.list.ask(() => this.options.api.ownPasskeys(), { keep: true });
  }
}
