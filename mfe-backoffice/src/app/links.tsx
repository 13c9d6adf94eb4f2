// Links between the back office's pages: real addresses (open in a new tab, copy), followed in the page.
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from '@checkout/shared';
import { addressOf, type Page } from './address';
import { useBackoffice } from './context';

type PageLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: Page;
  children: ReactNode;
};

/** A link to a page of the back office, in the page's language. */
export const PageLink = observer(function PageLink({ to, children, onClick, ...rest }: PageLinkProps) {
  const { store } = useBackoffice();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    store.navigate(to);
  };
  return (
    <a href={addressOf(to, store.culture, store.basePath)} onClick={follow} {...rest}>
      {children}
    </a>
  );
});

/**
 * A page's one h1. After a move to another page it takes the focus, so a screen reader reads where staff are;
 * it also names the browser's tab.
 */
export const PageHeading = observer(function PageHeading({ children }: { children: string }) {
  const { store } = useBackoffice();
  const { t } = useTranslation();
  const ref = useRef<HTMLHeadingElement>(null);
  // The passkey offer above the page, when shown, takes the focus instead (PasskeyOffer).
  const moved = store.navigations > 0 && !store.offerPasskey;
  useEffect(() => {
    if (moved) ref.current?.focus();
  }, [moved, store.navigations]);
  useEffect(() => {
    document.title = `${children} – ${t('backoffice.title')}`;
  }, [children, t]);
  return (
    <h1 ref={ref} tabIndex={-1} className="bo-heading">
      {children}
    </h1>
  );
});
