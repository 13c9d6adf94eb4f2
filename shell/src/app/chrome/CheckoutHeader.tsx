// The header: language switch, back button, brand, leave button, progress bar and 'step X of Y' (spec section 2,
// 'Chrome'; the language switch is issue 19's).
import { Button, useTranslation, type Culture } from '@checkout/shared';
import { LanguageSwitch } from './LanguageSwitch';
import { ProgressBar } from './ProgressBar';
import { hrefFor } from '../checkout-path';
import { useCheckoutNavigate, useShownAddress } from '../navigation';
import type { ChromeModel } from './chrome-model';

export interface CheckoutHeaderProps {
  chrome: ChromeModel;
  culture: Culture;
  product: string;
  leaveHref: string;
}

export function CheckoutHeader({ chrome, culture, product, leaveHref }: CheckoutHeaderProps) {
  const { t } = useTranslation();
  const navigate = useCheckoutNavigate();
  const { search } = useShownAddress();
  const backTarget = chrome.back.target;
  const { progress, stepOf } = chrome;

  return (
    <header className="checkout-header">
      {chrome.languageSwitchVisible && (
        <div className="checkout-header__top">
          <LanguageSwitch culture={culture} />
        </div>
      )}
      <div className="checkout-header__bar">
        <div className="checkout-header__start">
          {chrome.back.visible && (
            <Button
              variant="link"
              className="checkout-header__back"
              disabled={backTarget === null}
              icon={<span aria-hidden="true">‹</span>}
              onClick={() => {
                if (backTarget) navigate(hrefFor(backTarget, culture, search));
              }}
            >
              {t('chrome.back')}
            </Button>
          )}
        </div>
        <p className="checkout-header__brand">
          <span className="checkout-header__product">{product}</span>
          <span className="checkout-header__title">{t('page.title')}</span>
        </p>
        <div className="checkout-header__end">
          {chrome.leaveVisible && (
            <a className="checkout-header__leave" href={leaveHref}>
              <span className="checkout-header__leave-label">{t('chrome.leave')}</span>
              <span aria-hidden="true">×</span>
            </a>
          )}
        </div>
      </div>
      {progress && (
        <div className="checkout-progress">
          <ProgressBar total={progress.segments} current={progress.filled} complete={progress.complete} />
          {stepOf && (
            <p className="checkout-progress__text">
              {t('chrome.progress', { current: stepOf.current, total: stepOf.total })}
            </p>
          )}
        </div>
      )}
    </header>
  );
}
