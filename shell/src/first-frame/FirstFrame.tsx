// The first frame of a step, rendered to HTML when the shell is built (scripts/prerender.tsx): the chrome and
// the step's heading and lead as the application draws them, so the page paints its largest text before any
// JavaScript has run. It is inert and stands in front of the application until the application shows a heading
// of its own (reveal.ts); it never takes input. Only steps whose screen starts with a fixed heading and lead have
// one (FRAMED_STEPS); the chrome is that of the usual flow (not custom-date mode).
import type { ReactNode } from 'react';
import {
  ADVICE_MODES,
  createI18n,
  I18nProvider,
  Notice,
  StepHeading,
  useTranslation,
  type Culture,
  type I18n,
} from '@checkout/shared';
import { fromWireAdviceMode, toWireAdviceMode } from '@checkout/shared/contract';
import { CheckoutHeader } from '../app/chrome/CheckoutHeader';
import { chromeFor } from '../app/chrome/chrome-model';
import { pathFor } from '../app/checkout-path';
import { StaticAddress } from '../app/navigation';
// The page frame's own styles (CheckoutLayout imports them in the application).
import '../app/chrome/checkout-layout.css';
import '../app/chrome/your-choice.css';
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
  return (
    <FrameLayout culture={culture} i18n={i18n} step={step} isCustomDateMode={false}>
      <StepHeading lead={t(lead)}>{t(title)}</StepHeading>
    </FrameLayout>
  );
}

/**
 * Steps 6 and 7 show the stored booking: their frame holds each variant of what their screens draw first, chosen by
 * the stored booking before the frame shows (fill-frame.ts): the chrome of either flow, step 6's heading with the
 * notice of each stored advice mode (none chosen is phone, as sent), step 7's heading with the advisor's name
 * (filled in) or without one.
 */
export const BOOKING_FRAMED_STEPS = ['step-6', 'step-7'] as const;

export type BookingFramedStep = (typeof BOOKING_FRAMED_STEPS)[number];

/** Stands for the advisor's name in step 7's heading until fill-frame.ts puts the stored one there. */
const NAME_SLOT = '\u0000';

export function BookingFrame({ culture, step }: { culture: Culture; step: BookingFramedStep }) {
  const i18n = createI18n(culture, TEXTS);
  const t = i18n.getFixedT(culture);
  const [beforeName, afterName] = t('step7.title', { name: NAME_SLOT }).split(NAME_SLOT);
  const main =
    step === 'step-6' ? (
      <>
        <StepHeading>{t('step6.title')}</StepHeading>
        {(['', ...ADVICE_MODES] as const).map((stored) => (
          <div key={stored} data-frame-when={`adviceMode=${stored}`}>
            <Notice tone="info">
              <p>{t(`step6.info.${fromWireAdviceMode(toWireAdviceMode(stored))}`)}</p>
            </Notice>
          </div>
        ))}
      </>
    ) : (
      <StepHeading>
        <span data-frame-when="advisor=named">
          {beforeName}
          <span data-frame-text="advisorName" />
          {afterName}
        </span>
        <span data-frame-when="advisor=self">{t('step7.titleSelf')}</span>
      </StepHeading>
    );
  return (
    <>
      {([false, true] as const).map((isCustomDateMode) => (
        <FrameLayout
          key={String(isCustomDateMode)}
          culture={culture}
          i18n={i18n}
          step={step}
          isCustomDateMode={isCustomDateMode}
          when={`flow=${isCustomDateMode ? 'custom' : 'normal'}`}
          withChoice
        >
          {main}
        </FrameLayout>
      ))}
    </>
  );
}

/**
 * The 'your choice' header's line (YourChoice.tsx) with its title only: its entries come with the application. Drawn
 * here rather than by that component so that the application's first chunk does not grow (step 1's byte budget);
 * e2e/tests/first-frame.test.mjs requires the step's heading where the application then draws it.
 */
function ChoiceLineTitle() {
  const { t } = useTranslation();
  return (
    <section className="ck-your-choice">
      <p className="ck-your-choice__line">
        <strong className="ck-your-choice__title">{t('chrome.yourChoice')}:</strong>
      </p>
    </section>
  );
}

/** The page around a frame's step: the chrome of the step in its flow, and the step's first lines in <main>. */
function FrameLayout({
  culture,
  i18n,
  step,
  isCustomDateMode,
  when,
  withChoice = false,
  children,
}: {
  culture: Culture;
  i18n: I18n;
  step: FramedStep | BookingFramedStep;
  isCustomDateMode: boolean;
  /** The variant's condition, for fill-frame.ts. */
  when?: string;
  /** The 'your choice' header's line, whose entries come with the application (steps 6 and 7 always have one). */
  withChoice?: boolean;
  children: ReactNode;
}) {
  const chrome = chromeFor({ page: step, isCustomDateMode, showNavigation: true });
  return (
    <I18nProvider i18n={i18n}>
      <StaticAddress pathname={pathFor(step, culture)}>
        <div className="checkout" data-page={step} data-mode={chrome.mode} data-frame-when={when}>
          <CheckoutHeader chrome={chrome} culture={culture} product={UNKNOWN_PRODUCT} leaveHref="#" />
          <div className="checkout__choice" data-slot="your-choice">
            {withChoice && <ChoiceLineTitle />}
          </div>
          <div className="checkout__body">
            <main className="checkout__main">
              <div className="ck-step">{children}</div>
            </main>
          </div>
        </div>
      </StaticAddress>
    </I18nProvider>
  );
}
