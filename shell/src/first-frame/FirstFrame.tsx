// The first frame of a step, rendered to HTML when the shell is built (scripts/prerender.tsx): the chrome and
// the step's heading and lead as the application draws them, so the page paints its largest text before any
// JavaScript has run. It is inert and stands in front of the application until the application shows a heading
// of its own (reveal.ts); it never takes input. Only steps whose screen starts with a fixed heading and lead have
// one (FRAMED_STEPS); the chrome is that of the usual flow (not custom-date mode).
import { createI18n, I18nProvider, StepHeading, type Culture } from '@checkout/shared';
import { CheckoutHeader } from '../app/chrome/CheckoutHeader';
import { chromeFor } from '../app/chrome/chrome-model';
import { pathFor } from '../app/checkout-path';
import { StaticAddress } from '../app/navigation';
// The page frame's own styles (CheckoutLayout imports them in the application).
import '../app/chrome/checkout-layout.css';
import { TEXTS } from '@checkout/shared/texts';

/** The steps with a first frame, and the texts of their heading and lead (as their screens draw them). */
export const FRAMED_STEPS = {
  'step-1': ['step1.title', 'step1.lead'],
  'step-2': ['step2.title', 'step2.lead'],
  'step-3': ['step3.title', 'step3.lead'],
  'step-4': ['step4.title', 'step4.lead'],
  'step-5': ['step5.title', 'step5.lead'],
} as const;

export type FramedStep = keyof typeof FRAMED_STEPS;

export interface FirstFrameProps {
  culture: Culture;
  step: FramedStep;
}

/** The product name comes from the runtime config, unknown at build time: its line is kept, empty. */
const UNKNOWN_PRODUCT = '\u00a0';

export function FirstFrame({ culture, step }: FirstFrameProps) {
  const i18n = createI18n(culture, TEXTS);
  const t = i18n.getFixedT(culture);
  const [title, lead] = FRAMED_STEPS[step];
  const chrome = chromeFor({ page: step, isCustomDateMode: false, showNavigation: true });
  return (
    <I18nProvider i18n={i18n}>
      <StaticAddress pathname={pathFor(step, culture)}>
        <div className="checkout" data-page={step} data-mode={chrome.mode}>
          <CheckoutHeader chrome={chrome} culture={culture} product={UNKNOWN_PRODUCT} leaveHref="#" />
          <div className="checkout__choice" data-slot="your-choice" />
          <div className="checkout__body">
            <main className="checkout__main">
              <div className="ck-step">
                <StepHeading lead={t(lead)}>{t(title)}</StepHeading>
              </div>
            </main>
          </div>
        </div>
      </StaticAddress>
    </I18nProvider>
  );
}
