// The back office (issue 34): its providers (its own i18next instance, store and staff API client), the header
// with the pages and the language switch, and the page the address names, or the sign-in screen whenever the API
// says nobody is signed in.
import { observer } from 'mobx-react-lite';
import { reaction } from 'mobx';
import { useEffect, useState } from 'react';
import { Button, I18nProvider, Loader, Notice, useTranslation } from '@checkout/shared';
import { systemClock, type Clock } from '@checkout/shared/dates';
import { createStaffClient } from '@checkout/shared/staff';
import { ensureLanguage, createBackofficeI18n } from '../i18n/i18n';
import { BackofficeStore, type SessionState } from './backoffice-store';
import type { BackofficeConfig } from './config';
import { BackofficeProvider, useBackoffice, type BackofficeContextValue } from './context';
import { browserHistory, type BackofficeHistory } from './history';
import { PageHeading, PageLink } from './links';
import { browserPasskeys, type Passkeys } from './passkeys';
import { BackofficeHeader } from './BackofficeHeader';
import { SignInPage } from '../screens/sign-in/SignInPage';
import { useFailureText } from './failure-text';
import { LinkLandingPage } from '../screens/sign-in/LinkLandingPage';
import { PasskeyOffer } from '../screens/sign-in/PasskeyOffer';
import { ConsultationListPage } from '../screens/consultation-list/ConsultationListPage';
import { ConsultationPage } from '../screens/consultation/ConsultationPage';
import { TimeOffPage } from '../screens/time-off/TimeOffPage';
import { WorkingHoursPage } from '../screens/working-hours/WorkingHoursPage';
import { AuditPage } from '../screens/audit/AuditPage';
import { PrivacyPage } from '../screens/privacy/PrivacyPage';
import { CalendarPage } from '../screens/calendar/CalendarPage';
import { TodoPage } from '../screens/to-do/TodoPage';
import { BookingPage } from '../screens/booking/BookingPage';
import { StaffPage } from '../screens/staff/StaffPage';
import { PasskeysPage } from '../screens/passkeys/PasskeysPage';
import './backoffice.css';

export interface BackofficeAppProps {
  config: BackofficeConfig;
  /** Where the back office's addresses start; /backoffice/ by default. */
  basePath?: string;
  history?: BackofficeHistory;
  passkeys?: Passkeys;
  clock?: Clock;
  /** The fetch of the staff calls (tests answer them). */
  fetch?: typeof fetch;
  /** Told of every text key the catalogue lacks (tests fail on it). */
  onMissingText?: (key: string) => void;
  /** Who is signed in, when already known (stories of the signed-out screens); otherwise the API is asked. */
  session?: SessionState;
}

/** The store with its staff API client, whose every 401 signs the page out. */
export function createBackoffice({
  config,
  basePath,
  history = browserHistory(),
  fetch,
  session,
}: Pick<BackofficeAppProps, 'config' | 'basePath' | 'history' | 'fetch' | 'session'>): BackofficeStore {
  // The client's 401 handler and its language are read only at a call, when the store exists.
  const api = createStaffClient({
    baseUrl: config.apiBaseUrl,
    onSignedOut: () => store.signedOut(),
    culture: () => store.culture,
    ...(fetch ? { fetch } : {}),
  });
  const store: BackofficeStore = new BackofficeStore({
    api,
    history,
    ...(basePath ? { basePath } : {}),
    ...(session ? { session } : {}),
  });
  return store;
}

export default function BackofficeApp({
  config,
  basePath,
  history,
  passkeys = browserPasskeys,
  clock = systemClock,
  fetch,
  onMissingText,
  session,
}: BackofficeAppProps) {
  const [store] = useState(() => createBackoffice({ config, basePath, history, fetch, session }));
  const [i18n] = useState(() => createBackofficeI18n(store.culture, onMissingText));
  const [textsReady, setTextsReady] = useState(false);
  const [context] = useState<BackofficeContextValue>(() => ({ store, passkeys, clock, config }));

  useEffect(() => {
    let live = true;
    // The kit's texts of the address's language, then of every language staff switch to.
    const dispose = reaction(
      () => store.culture,
      (culture) => void ensureLanguage(i18n, culture),
      { fireImmediately: false },
    );
    void ensureLanguage(i18n, store.culture).then(() => live && setTextsReady(true));
    return () => {
      live = false;
      dispose();
    };
  }, [i18n, store]);

  const [known] = useState(() => session !== undefined);
  useEffect(() => {
    if (!known) void store.checkSession();
    return store.listen();
  }, [store, known]);

  return (
    <I18nProvider i18n={i18n}>
      <BackofficeProvider value={context}>{textsReady ? <BackofficeFrame /> : null}</BackofficeProvider>
    </I18nProvider>
  );
}

/** Header and page, in the address's language. */
const BackofficeFrame = observer(function BackofficeFrame() {
  const { store } = useBackoffice();
  const lang = store.culture;
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return (
    <div className="ck-root bo-app" lang={lang}>
      <BackofficeHeader />
      <main id="bo-main" className="bo-main" tabIndex={-1}>
        <CurrentPage />
      </main>
    </div>
  );
});

const CurrentPage = observer(function CurrentPage() {
  const { store } = useBackoffice();
  const { t } = useTranslation();
  const failureText = useFailureText();
  const { session, page } = store;
  const signedIn = session.kind === 'signed-in';

  // Signed in, the sign-in page (without a link's token) has nothing to do: the list instead.
  useEffect(() => {
    if (signedIn && page.name === 'sign-in' && page.token === null)
      store.navigate({ name: 'list' }, { replace: true });
  }, [signedIn, page, store]);

  if (page.name === 'sign-in' && page.token !== null) return <LinkLandingPage token={page.token} />;
  switch (session.kind) {
    case 'checking':
      return <Loader label={t('backoffice.session.checking')} showLabel />;
    case 'unreachable':
      return (
        <div className="bo-page">
          <PageHeading>{t('backoffice.unreachable.title')}</PageHeading>
          <Notice tone="error" title={t('backoffice.unreachable.text')} live>
            <p>{failureText(session.error)}</p>
          </Notice>
          <Button onClick={() => void store.checkSession()}>{t('backoffice.unreachable.retry')}</Button>
        </div>
      );
    case 'signed-out':
      return <SignInPage expired={session.expired} sso={page.name === 'sign-in' ? page.sso : undefined} />;
    case 'signed-in':
      break;
  }
  const offer = store.offerPasskey ? <PasskeyOffer /> : null;
  switch (page.name) {
    case 'list':
      return (
        <>
          {offer}
          <ConsultationListPage />
        </>
      );
    case 'consultation':
      return (
        <>
          {offer}
          <ConsultationPage key={page.id} id={page.id} />
        </>
      );
    case 'time-off':
      return <TimeOffPage />;
    case 'working-hours':
      return <WorkingHoursPage />;
    case 'calendar':
      return <CalendarPage />;
    case 'to-do':
      return <TodoPage />;
    case 'book':
      return <BookingPage />;
    case 'audit':
      return store.mayReadAudit ? <AuditPage /> : <NotAllowed text={t('backoffice.notAllowed.text')} />;
    case 'privacy':
      return store.mayHandlePrivacy ? (
        <PrivacyPage />
      ) : (
        <NotAllowed text={t('backoffice.notAllowed.privacy')} />
      );
    case 'staff':
      return store.mayManageStaff ? <StaffPage /> : <NotAllowed text={t('backoffice.notAllowed.staff')} />;
    case 'passkeys':
      return <PasskeysPage />;
    case 'sign-in':
      return <Loader />;
    case 'not-found':
      return <NotFound />;
  }
});

function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="bo-page">
      <PageHeading>{t('backoffice.notFound.title')}</PageHeading>
      <p>
        <PageLink to={{ name: 'list' }}>{t('backoffice.notFound.toList')}</PageLink>
      </p>
    </div>
  );
}

function NotAllowed({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <div className="bo-page">
      <PageHeading>{t('backoffice.notAllowed.title')}</PageHeading>
      <Notice tone="warning">{text}</Notice>
    </div>
  );
}
