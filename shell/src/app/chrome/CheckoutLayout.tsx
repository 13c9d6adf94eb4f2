// The page frame around every route: header with progress, the 'your choice' slot, content and aside.
import { useEffect, useRef, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { switchLanguage, useApi, useRuntimeConfig, useStore, useTranslation } from '@checkout/shared';
import { SessionExpiredPage } from '../pages';
import { useCheckoutLocation } from '../use-checkout-location';
import { useFocusHeading } from '../use-focus-heading';
import { useHoldExpiry } from '../use-hold-expiry';
import { YourChoice } from './YourChoice';
import { CheckoutHeader } from './CheckoutHeader';
import { StepAsideLandmark } from './StepAsideLandmark';
import { languageOf } from './LanguageSwitch';
import { chromeFor, leaveTarget, returnUrlHostsOf } from './chrome-model';
import './checkout-layout.css';

export interface CheckoutLayoutProps {
  /** The page. */
  children: ReactNode;
  /** What the page puts beside it (a step's Aside slot); null for none. */
  aside: ReactNode;
  /** The next page is being prepared (the page shown stays until it is ready). */
  busy?: boolean;
}

export const CheckoutLayout = observer(function CheckoutLayout({
  children,
  aside,
  busy,
}: CheckoutLayoutProps) {
  const store = useStore();
  const config = useRuntimeConfig();
  const { t, i18n } = useTranslation();
  const { page, culture } = useCheckoutLocation();
  const mainRef = useRef<HTMLElement>(null);
  const sessionExpired = store.session.expired;

  const chrome = chromeFor({
    page,
    isCustomDateMode: store.settings.isCustomDateMode,
    showNavigation: store.settings.showNavigation,
    sessionExpired,
  });

  const api = useApi();
  // The language follows the address; a switch between / and /fr within a visit changes it too (loading that
  // language's texts first: a browser starts with its visitor's only).
  useEffect(() => {
    if (i18n.language !== culture) void switchLanguage(i18n, culture, api);
  }, [i18n, culture, api]);

  // Title and <html lang> change together with the texts (after a language switch, once they are loaded).
  const title = t('page.title');
  const description = t('page.description');
  const shownLanguage = i18n.language === 'fr-CH' ? 'fr-CH' : 'de-CH';
  useEffect(() => {
    document.title = config.product ? `${title} | ${config.product}` : title;
    document.documentElement.lang = languageOf(shownLanguage);
    // A page served without a first frame (index.html) has the German description: it follows the language too.
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description, config.product, shownLanguage]);

  useHoldExpiry(store, page);
  useFocusHeading(mainRef, sessionExpired ? 'session-expired' : page);

  return (
    <div className="checkout" data-page={page} data-mode={chrome.mode}>
      <a className="checkout__skip-link" href="#checkout-main">
        {t('chrome.skipToContent')}
      </a>
      <CheckoutHeader
        chrome={chrome}
        culture={culture}
        product={config.product}
        leaveHref={leaveTarget(store.settings.returnUrl, config.host, returnUrlHostsOf(config))}
      />
      {/* The shared 'your choice' summary header (spec section 2) on step pages, once something is chosen. */}
      <div className="checkout__choice" data-slot="your-choice">
        {chrome.progress !== null && !sessionExpired && <YourChoice />}
      </div>
      <div className="checkout__body">
        <main
          id="checkout-main"
          className="checkout__main"
          ref={mainRef}
          tabIndex={-1}
          aria-busy={busy || undefined}
        >
          {sessionExpired ? <SessionExpiredPage /> : children}
        </main>
        {aside !== null && !sessionExpired && <StepAsideLandmark>{aside}</StepAsideLandmark>}
      </div>
    </div>
  );
});
