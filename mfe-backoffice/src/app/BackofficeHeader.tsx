// The back office's header: its name, the pages (once signed in) with the to-do's count, the language switch and who
// is signed in.
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type MouseEvent } from 'react';
import { Button, useTranslation } from '@checkout/shared';
import { CULTURES, type Culture } from '@checkout/shared/contract';
import { addressOf, type Page } from './address';
import { useBackoffice } from './context';
import { PageLink } from './links';
import { TodoCount } from './todo-count';
import './todo-count.css';

const LANGUAGE_NAMES: Record<Culture, string> = { 'de-CH': 'Deutsch', 'fr-CH': 'Français' };

export const BackofficeHeader = observer(function BackofficeHeader() {
  const { store, config } = useBackoffice();
  const { t } = useTranslation();
  const [signingOut, setSigningOut] = useState(false);
  const [todo] = useState(() => new TodoCount(store));
  useEffect(() => todo.start(), [todo]);
  const staff = store.staff;
  const current = store.page.name;
  const pages: Array<{ page: Page; label: string }> = [
    { page: { name: 'list' }, label: t('backoffice.nav.list') },
    { page: { name: 'calendar' }, label: t('backoffice.nav.calendar') },
    { page: { name: 'book' }, label: t('backoffice.nav.book') },
    { page: { name: 'to-do' }, label: t('backoffice.nav.todo') },
    { page: { name: 'time-off' }, label: t('backoffice.nav.timeOff') },
    ...(store.mayReadAudit ? [{ page: { name: 'audit' } as Page, label: t('backoffice.nav.audit') }] : []),
    ...(store.mayHandlePrivacy
      ? [{ page: { name: 'privacy' } as Page, label: t('backoffice.nav.privacy') }]
      : []),
    ...(store.mayManageStaff ? [{ page: { name: 'staff' } as Page, label: t('backoffice.nav.staff') }] : []),
    { page: { name: 'passkeys' }, label: t('backoffice.nav.passkeys') },
  ];
  const isCurrent = (page: Page) =>
    page.name === current || (page.name === 'list' && current === 'consultation');

  const switchTo = (culture: Culture) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    store.switchCulture(culture);
  };

  const signOut = () => {
    setSigningOut(true);
    store
      .signOut()
      .catch(() => undefined)
      .finally(() => setSigningOut(false));
  };

  const samePage: Page = store.page.name === 'sign-in' ? { name: 'sign-in', token: null } : store.page;

  return (
    <header className="bo-header">
      <a className="bo-skip" href="#bo-main">
        {t('backoffice.skipToContent')}
      </a>
      <div className="bo-header__bar">
        <p className="bo-header__brand">
          {config.product ? `${config.product} · ` : ''}
          {t('backoffice.title')}
        </p>
        <nav className="bo-header__languages" aria-label={t('backoffice.languages')}>
          <ul>
            {CULTURES.map((culture) => (
              <li key={culture}>
                <a
                  href={addressOf(samePage, culture, store.basePath)}
                  lang={culture}
                  hrefLang={culture}
                  aria-current={store.culture === culture ? 'true' : undefined}
                  onClick={switchTo(culture)}
                >
                  {LANGUAGE_NAMES[culture]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {staff && (
          <div className="bo-header__staff">
            <span>
              {staff.name} <span className="bo-muted">({t(`backoffice.role.${staff.role}`)})</span>
            </span>
            <Button variant="secondary" onClick={signOut} loading={signingOut}>
              {t('backoffice.signOut')}
            </Button>
          </div>
        )}
      </div>
      {staff && (
        <nav className="bo-header__pages" aria-label={t('backoffice.nav.label')}>
          <ul>
            {pages.map(({ page, label }) => (
              <li key={page.name}>
                <PageLink to={page} aria-current={isCurrent(page) ? 'page' : undefined}>
                  {label}
                  {page.name === 'to-do' && (
                    // Polite: a new count is read out when staff are done with what they do.
                    <span aria-live="polite">
                      {todo.count ? (
                        <>
                          {' '}
                          <span className="bo-header__badge">{todo.count}</span>
                        </>
                      ) : null}
                    </span>
                  )}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
});
