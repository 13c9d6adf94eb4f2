// The back office's one store: who is signed in, which page of which language is shown (the address), the list's
// filter while staff open consultations and come back, and the advisors in scope. Made by createBackoffice(), never
// at module load, so each test and story has its own.
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { isApiError } from '@checkout/shared';
import type { Culture, StaffAdvisor, StaffMember, StaffSession } from '@checkout/shared/contract';
import type { StaffClient } from '@checkout/shared/staff';
import { addressOf, parseAddress, type Page } from './address';
import type { BackofficeHistory } from './history';
import type { ListFilter } from '../screens/consultation-list/list-filter';

export type SessionState =
  | { kind: 'checking' }
  /** `expired`: a call answered 401 while someone was signed in (the sign-in screen says so). */
  | { kind: 'signed-out'; expired: boolean }
  | { kind: 'signed-in'; session: StaffSession }
  /** The session call got no answer (network, API down): the page offers to ask again. */
  | { kind: 'unreachable'; error: unknown };

export interface BackofficeStoreOptions {
  api: StaffClient;
  history: BackofficeHistory;
  basePath?: string;
  /** A session already known (a story's); the API is asked otherwise (checkSession). */
  session?: SessionState;
}

export class BackofficeStore {
  /** The page the address names. */
  page: Page;
  /** The address's language (de-CH, or fr-CH under /backoffice/fr/). */
  culture: Culture;
  /** Who is signed in, as the API last said. */
  session: SessionState = { kind: 'checking' };
  /** The day's list's filter, kept while staff open consultations; null until the list is first shown. */
  listFilter: ListFilter | null = null;
  /** After a sign-in by link without a passkey: the offer to register one, until taken or put off. */
  offerPasskey = false;
  /** How many times staff moved to another page (0 on the first one): the new page's heading takes the focus. */
  navigations = 0;
  /** The advisors in scope, once asked for. */
  advisors: StaffAdvisor[] | null = null;

  readonly api: StaffClient;
  readonly basePath: string | undefined;
  private readonly history: BackofficeHistory;
  private advisorsCall: Promise<StaffAdvisor[]> | null = null;

  constructor({ api, history, basePath, session }: BackofficeStoreOptions) {
    this.api = api;
    if (session) this.session = session;
    this.history = history;
    this.basePath = basePath;
    const { pathname, search } = history.location();
    const address = parseAddress(pathname, search, basePath);
    this.page = address.page;
    this.culture = address.culture;
    makeObservable<BackofficeStore, 'showLocation'>(this, {
      page: observable.ref,
      culture: observable,
      session: observable.ref,
      listFilter: observable.ref,
      offerPasskey: observable,
      navigations: observable,
      advisors: observable.ref,
      staff: computed,
      mayReadAudit: computed,
      mayManageStaff: computed,
      mayHandlePrivacy: computed,
      signedIn: action,
      signedOut: action,
      sessionChanged: action,
      navigate: action,
      switchCulture: action,
      setListFilter: action,
      dismissPasskeyOffer: action,
      showLocation: action,
    });
  }

  /** The signed-in staff member, or null. */
  get staff(): StaffMember | null {
    return this.session.kind === 'signed-in' ? this.session.session.staff : null;
  }

  /** The audit trail is the branch lead's and the back office's. */
  get mayReadAudit(): boolean {
    return this.staff !== null && this.staff.role !== 'advisor';
  }

  /** A traveller's data is exported or erased by the back-office role only (the API refuses the others). */
  get mayHandlePrivacy(): boolean {
    return this.staff?.role === 'back_office';
  }

  /** Staff are managed by a branch lead (their branch) and the back office (everyone); issue 47. */
  get mayManageStaff(): boolean {
    return this.staff !== null && this.staff.role !== 'advisor';
  }

  /** Asks the API who is signed in (the session cookie decides). */
  async checkSession(): Promise<void> {
    runInAction(() => (this.session = { kind: 'checking' }));
    try {
      const session = await this.api.session();
      this.signedIn(session);
    } catch (error) {
      if (isApiError(error) && error.status === 401) return; // signedOut() was told by the client
      runInAction(() => (this.session = { kind: 'unreachable', error }));
    }
  }

  signedIn(session: StaffSession, { offerPasskey = false }: { offerPasskey?: boolean } = {}): void {
    this.session = { kind: 'signed-in', session };
    this.offerPasskey = offerPasskey && !session.hasPasskey;
  }

  /** The same member's session as the API answers it now (a passkey registered). */
  sessionChanged(session: StaffSession): void {
    this.session = { kind: 'signed-in', session };
  }

  /** Every 401 lands here (StaffClientOptions.onSignedOut): the sign-in screen replaces the page. */
  signedOut(): void {
    const expired = this.session.kind === 'signed-in';
    this.session = { kind: 'signed-out', expired };
    this.offerPasskey = false;
    this.advisors = null;
    this.advisorsCall = null;
  }

  async signOut(): Promise<void> {
    try {
      await this.api.signOut();
    } finally {
      runInAction(() => {
        this.session = { kind: 'signed-out', expired: false };
        this.listFilter = null;
        this.advisors = null;
        this.advisorsCall = null;
      });
      this.navigate({ name: 'list' }, { replace: true });
    }
  }

  /** Shows a page and writes its address (pushed, or in place of the current one). */
  navigate(page: Page, { replace = false }: { replace?: boolean } = {}): void {
    const url = addressOf(page, this.culture, this.basePath);
    if (replace) this.history.replace(url);
    else this.history.push(url);
    this.page = page;
    this.navigations += 1;
  }

  /** The same page in the other language (its address changes in place: back does not undo a language). */
  switchCulture(culture: Culture): void {
    this.culture = culture;
    const page = this.page.name === 'sign-in' ? { name: 'sign-in' as const, token: null } : this.page;
    this.history.replace(addressOf(page, culture, this.basePath));
  }

  setListFilter(filter: ListFilter): void {
    this.listFilter = filter;
  }

  dismissPasskeyOffer(): void {
    this.offerPasskey = false;
  }

  /** Follows the address after back or forward. */
  listen(): () => void {
    return this.history.listen(() => this.showLocation());
  }

  private showLocation(): void {
    const { pathname, search } = this.history.location();
    const address = parseAddress(pathname, search, this.basePath);
    this.page = address.page;
    this.culture = address.culture;
    this.navigations += 1;
  }

  /** The advisors in scope, asked for once per session (a failed call is asked again next time). */
  loadAdvisors(): Promise<StaffAdvisor[]> {
    this.advisorsCall ??= this.api.advisors().then(
      (advisors) => {
        runInAction(() => (this.advisors = advisors));
        return advisors;
      },
      (error: unknown) => {
        this.advisorsCall = null;
        throw error;
      },
    );
    return this.advisorsCall;
  }
}
