// The first frame of step 1, rendered to HTML when the shell is built (scripts/prerender.tsx): the chrome and
// step 1's heading as the application draws them, so the page paints its largest text before any JavaScript
// has run. It is inert and stands in front of the application until the application shows a heading of its
// own (reveal.ts); it never takes input.
import { createI18n, I18nProvider, StepHeading, type Culture } from '@checkout/shared';
import { CheckoutHeader } from '../app/chrome/CheckoutHeader';
import { chromeFor } from '../app/chrome/chrome-model';
import { pathFor } from '../app/checkout-path';
import { StaticAddress } from '../app/navigation';
// The page frame's own styles (CheckoutLayout imports them in the application).
import '../app/chrome/checkout-layout.css';
import { TEXTS } from '@checkout/shared/texts';

export interface FirstFrameProps {
  culture: Culture;
}

/** The product name comes from the runtime config, unknown at build time: its line is kept, empty. */
const UNKNOWN_PRODUCT = '\u00a0';

export function FirstFrame({ culture }: FirstFrameProps) {
  const i18n = createI18n(culture, TEXTS);
  const t = i18n.getFixedT(culture);
  const chrome = chromeFor({ page: 'step-1', isCustomDateMode: false, showNavigation: true });
  return (
    <I18nProvider i18n={i18n}>
      <StaticAddress pathname={pathFor('step-1', culture)}>
        <div className="checkout" data-page="step-1" data-mode={chrome.mode}>
          <CheckoutHeader chrome={chrome} culture={culture} product={UNKNOWN_PRODUCT} leaveHref="#" />
          <div className="checkout__choice" data-slot="your-choice" />
          <div className="checkout__body">
            <main className="checkout__main">
              <div className="ck-step">
                <StepHeading lead={t('step1.lead')}>{t('step1.title')}</StepHeading>
              </div>
            </main>
          </div>
        </div>
      </StaticAddress>
    </I18nProvider>
  );
}
