// The traveller's manage page (issue 20) as the shell shows it: the checkout's header without the booking's
// progress, the language links (the token is in the address, so a language change loses nothing), and the
// page itself from the remote that owns it (mfe_agenda: moving reuses its day list and hour pills). No guard
// of the booking's steps applies: the page lives by its token alone.
import { use, useEffect, useState, Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import {
  Button,
  checkoutPath,
  CULTURES,
  Loader,
  Notice,
  useRuntimeConfig,
  useTranslation,
  type Culture,
  type RemoteContract,
  type RemoteName,
} from '@checkout/shared';

/**
 * What the page takes of the shell's first chunk, handed over by mount.tsx rather than imported: a module of that
 * chunk imported from this lazy one could no longer be inlined there, which made step 1 larger (bench:bundle).
 */
export interface ShellParts {
  loadContract: (name: RemoteName) => Promise<RemoteContract>;
  retryRemote: (name: RemoteName) => void;
  /** The contract as this shell runs it, or null when it runs none of its version. */
  contractFor: (contract: RemoteContract) => RemoteContract | null;
}

/** The language subtag of a culture (LanguageSwitch's languageOf). */
const languageOf = (culture: Culture): string => culture.slice(0, 2);
// Its layout rules are in checkout-layout.css, which the shell's first chunk loads anyway.

/** The remote that owns the manage page: moving a booking is choosing a day and an hour (docs/decisions/0041-after-the-booking-manage-link.md). */
const MANAGE_PAGE_OWNER: RemoteName = 'mfe_agenda';

/**
 * The manage page's address in a culture (the base path /checkout and the contract's MANAGE_PAGE_PATH written out:
 * each name the kernel's root exports ships with step 1, and the shell loads no other entry point there).
 */
export const managePath = (token: string, culture: Culture): string =>
  `/checkout${checkoutPath(culture, `manage/${token}`)}`;

function ManageLanguages({ token, culture }: { token: string; culture: Culture }) {
  const { t } = useTranslation();
  return (
    <nav className="checkout-languages" aria-label={t('chrome.language.label')}>
      <ul className="checkout-languages__list">
        {CULTURES.map((target) => (
          <li key={target}>
            <a
              className="checkout-languages__link"
              href={managePath(token, target)}
              lang={languageOf(target)}
              hrefLang={languageOf(target)}
              aria-current={target === culture ? 'true' : undefined}
            >
              {t(`chrome.language.${target}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ManagePageOf({
  contract,
  contractFor,
  token,
  culture,
}: {
  contract: Promise<RemoteContract>;
  contractFor: ShellParts['contractFor'];
  token: string;
  culture: Culture;
}) {
  // A contract this shell does not run has no page for it, as a remote without one.
  const Page = contractFor(use(contract))?.pages?.manage;
  const { t } = useTranslation();
  if (!Page) return <Notice tone="error" title={t('manage.unavailable')} live />;
  return <Page token={token} culture={culture} />;
}

/** A remote that could not be loaded: the message and a retry, like a step's fallback. */
function Unavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Notice tone="error" title={t('manage.unavailable')} live>
      <Button variant="secondary" onClick={onRetry}>
        {t('remote.retry')}
      </Button>
    </Notice>
  );
}

export function ManageRoot({
  token,
  culture,
  shell: { loadContract, retryRemote, contractFor },
}: {
  token: string;
  culture: Culture;
  shell: ShellParts;
}) {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ contract: Promise<RemoteContract>; failed: boolean }>(() => ({
    contract: loadContract(MANAGE_PAGE_OWNER),
    failed: false,
  }));
  useEffect(() => {
    let current = true;
    state.contract.catch(() => current && setState((s) => ({ ...s, failed: true })));
    return () => {
      current = false;
    };
  }, [state.contract]);
  useEffect(() => {
    document.title = `${t('manage.title')} – ${config.product}`;
    document.documentElement.lang = languageOf(culture);
    // index.html's description is German: it follows the page's language.
    document.querySelector('meta[name="description"]')?.setAttribute('content', t('page.description'));
  }, [t, config.product, culture]);
  const retry = () => {
    retryRemote(MANAGE_PAGE_OWNER);
    setAttempt(attempt + 1);
    setState({ contract: loadContract(MANAGE_PAGE_OWNER), failed: false });
  };
  let content: ReactNode;
  if (state.failed) content = <Unavailable onRetry={retry} />;
  else
    content = (
      // A page that throws while rendering: the same message and retry as a remote that could not be loaded.
      <ErrorBoundary
        key={attempt}
        onError={(error) => console.error('The manage page failed', error)}
        fallback={<Unavailable onRetry={retry} />}
      >
        <Suspense fallback={<Loader label={t('manage.loading')} />}>
          <ManagePageOf contractFor={contractFor} contract={state.contract} token={token} culture={culture} />
        </Suspense>
      </ErrorBoundary>
    );
  return (
    <div className="checkout checkout-manage" lang={languageOf(culture)}>
      <header className="checkout-header">
        <div className="checkout-header__top">
          <ManageLanguages token={token} culture={culture} />
        </div>
        <div className="checkout-header__bar">
          <div className="checkout-header__start" />
          <p className="checkout-header__brand">
            <span className="checkout-header__product">{config.product}</span>
            <span className="checkout-header__title">{t('manage.title')}</span>
          </p>
          <div className="checkout-header__end" />
        </div>
      </header>
      <div className="checkout__body checkout-manage__body">
        <main id="checkout-main" className="checkout__main">
          {content}
        </main>
      </div>
    </div>
  );
}

export default ManageRoot;
