// The header's language switch (issue 19): Deutsch and Français, each named in its own language, leading to the
// same page in the other language with the same query string. It is a navigation of the checkout, so the one
// booking store (and all the visitor entered) stays; the texts, the page title and <html lang> follow the address.
import type { MouseEvent } from 'react';
import { CULTURES, useTranslation, type Culture } from '@checkout/shared';
import { BASE_PATH, pathInCulture } from '../checkout-path';
import { useCheckoutNavigate, useShownAddress } from '../navigation';

/** The language subtag of a culture, as `lang` and `hreflang` take it and as <html lang> is set. */
export const languageOf = (culture: Culture): string => culture.slice(0, 2);

export function LanguageSwitch({ culture }: { culture: Culture }) {
  const { t } = useTranslation();
  const navigate = useCheckoutNavigate();
  const { pathname, search } = useShownAddress();

  return (
    <nav className="checkout-languages" aria-label={t('chrome.language.label')}>
      <ul className="checkout-languages__list">
        {CULTURES.map((target) => {
          const href = `${pathInCulture(pathname, target)}${search}`;
          const current = target === culture;
          const follow = (event: MouseEvent<HTMLAnchorElement>) => {
            // A new tab or window (modifier keys, middle click) follows the real address.
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
              return;
            event.preventDefault();
            if (!current) navigate(href);
          };
          return (
            <li key={target}>
              <a
                className="checkout-languages__link"
                href={`${BASE_PATH}${href}`}
                lang={languageOf(target)}
                hrefLang={languageOf(target)}
                aria-current={current ? 'true' : undefined}
                onClick={follow}
              >
                {t(`chrome.language.${target}`)}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
