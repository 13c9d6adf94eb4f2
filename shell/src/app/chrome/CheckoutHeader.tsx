// The header: back button, brand, leave button and progress (spec section 2, 'Chrome').
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Culture } from '@checkout/shared';
import { hrefFor } from '../checkout-path';
import type { ChromeModel } from './chrome-model';
import { ProgressIndicator } from './ProgressIndicator';

export interface CheckoutHeaderProps {
  chrome: ChromeModel;
  culture: Culture;
  product: string;
  leaveHref: string;
}

export function CheckoutHeader({ chrome, culture, product, leaveHref }: CheckoutHeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const backTarget = chrome.back.target;

  return (
    <header className="checkout-header">
      <div className="checkout-header__bar">
        <div className="checkout-header__start">
          {chrome.back.visible && (
            <button
              type="button"
              className="checkout-header__back"
              disabled={backTarget === null}
              onClick={() => {
                if (backTarget) void navigate(hrefFor(backTarget, culture, search));
              }}
            >
              <span aria-hidden="true">‹ </span>
              {t('chrome.back')}
            </button>
          )}
        </div>
        <p className="checkout-header__brand">
          <span className="checkout-header__product">{product}</span>
          <span className="checkout-header__title">{t('page.title')}</span>
        </p>
        <div className="checkout-header__end">
          {chrome.leaveVisible && (
            <a className="checkout-header__leave" href={leaveHref}>
              {t('chrome.leave')}
              <span aria-hidden="true"> ×</span>
            </a>
          )}
        </div>
      </div>
      <ProgressIndicator chrome={chrome} />
    </header>
  );
}
