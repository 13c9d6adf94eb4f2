// The shell's chrome as the spec describes it per page: language switch, back button, brand, leave button,
// progress bar and 'step X of Y', in the normal flow, in custom-date mode, on the confirmation, on the
// session-expired screen and with hidden navigation, in the toolbar's language.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { createI18n, I18nProvider, useTranslation, type Culture } from '@checkout/shared';
import { TEXTS } from '@checkout/shared/texts';
import { STORY_RUNTIME_CONFIG, storyTexts } from '@checkout/storybook/support';
import { expect, userEvent, within } from 'storybook/test';
import { BASE_PATH, parseCheckoutPath, pathInCulture } from '../checkout-path';
import type { PageId } from '../route-table';
import { NavigationProvider, StaticAddress } from '../navigation';
import { CheckoutHeader } from './CheckoutHeader';
import { chromeFor } from './chrome-model';
import './checkout-layout.css';

function Header({
  page,
  isCustomDateMode = false,
  showNavigation = true,
  sessionExpired = false,
}: {
  page: PageId;
  isCustomDateMode?: boolean;
  showNavigation?: boolean;
  sessionExpired?: boolean;
}) {
  // The toolbar's language is the page's: the switch marks it and leads to the other one.
  const culture = useTranslation().i18n.language === 'fr-CH' ? 'fr-CH' : 'de-CH';
  return (
    <StaticAddress pathname={pathInCulture(`/${page}`, culture)}>
      <CheckoutHeader
        chrome={chromeFor({ page, isCustomDateMode, showNavigation, sessionExpired })}
        culture={culture}
        product={STORY_RUNTIME_CONFIG.product}
        leaveHref={STORY_RUNTIME_CONFIG.host}
      />
    </StaticAddress>
  );
}

/**
 * The header on an address that moves: the language switch and the back button navigate, and the page and its
 * language follow the address, as under the shell's router.
 */
function NavigatingHeader({ page }: { page: PageId }) {
  const toolbar: Culture = useTranslation().i18n.language === 'fr-CH' ? 'fr-CH' : 'de-CH';
  const [pathname, setPathname] = useState(() => pathInCulture(`/${page}`, toolbar));
  const shown = parseCheckoutPath(pathname);
  const i18n = useMemo(() => createI18n(shown.culture, TEXTS), [shown.culture]);
  return (
    <I18nProvider i18n={i18n}>
      <NavigationProvider value={{ address: { pathname, search: '' }, navigate: setPathname }}>
        <div lang={shown.culture}>
          <CheckoutHeader
            chrome={chromeFor({ page: shown.page, isCustomDateMode: false, showNavigation: true })}
            culture={shown.culture}
            product={STORY_RUNTIME_CONFIG.product}
            leaveHref={STORY_RUNTIME_CONFIG.host}
          />
        </div>
      </NavigationProvider>
    </I18nProvider>
  );
}

const meta = {
  title: 'shell/Chrome/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Step1: Story = { args: { page: 'step-1' } };
export const Step3: Story = { args: { page: 'step-3' } };
export const Step6: Story = { args: { page: 'step-6' } };
export const Confirmation: Story = { args: { page: 'step-7' } };
export const CustomDateMode: Story = { args: { page: 'step-1-self', isCustomDateMode: true } };
export const CustomDateStep5: Story = { args: { page: 'step-5', isCustomDateMode: true } };
/** The session-expired screen on step 6: no bar, no 'step X of Y', no back button; only the way out. */
export const SessionExpired: Story = { args: { page: 'step-6', sessionExpired: true } };
export const OfflineHiddenNavigation: Story = { args: { page: 'offline', showNavigation: false } };
export const Step3French: Story = { args: { page: 'step-3' }, globals: { locale: 'fr-CH' } };
/** The language switch on step 5: Deutsch marked as the current language, Français leading to /fr/step-5. */
export const LanguageSwitchGerman: Story = { args: { page: 'step-5' }, globals: { locale: 'de-CH' } };
/** The same in French: Français marked, Deutsch leading to /step-5. */
export const LanguageSwitchFrench: Story = { args: { page: 'step-5' }, globals: { locale: 'fr-CH' } };

const otherCulture = (culture: unknown): Culture => (culture === 'fr-CH' ? 'de-CH' : 'fr-CH');

/** On step 5, the other language's link leads to step 5 in that language: marked current, the header in it. */
export const SwitchesLanguage: Story = {
  args: { page: 'step-5' },
  render: (args) => <NavigatingHeader page={args.page} />,
  play: async ({ canvasElement, globals }) => {
    const other = otherCulture(globals.locale);
    const before = storyTexts(globals.locale);
    const after = storyTexts(other);
    const canvas = within(canvasElement);
    const switchTo = canvas.getByRole('link', { name: before(`chrome.language.${other}`) });
    await expect(switchTo).toHaveAttribute('href', `${BASE_PATH}${pathInCulture('/step-5', other)}`);
    await userEvent.click(switchTo);
    const languages = await canvas.findByRole('navigation', { name: after('chrome.language.label') });
    await expect(
      within(languages).getByRole('link', { name: after(`chrome.language.${other}`) }),
    ).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByText(after('page.title'))).toBeVisible();
    await expect(canvas.getByText(after('chrome.progress', { current: 5, total: 6 }))).toBeVisible();
  },
};

/** The back button leads from step 5 to step 4: the bar and 'step X of Y' follow. */
export const GoesBack: Story = {
  args: { page: 'step-5' },
  render: (args) => <NavigatingHeader page={args.page} />,
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('chrome.progress', { current: 5, total: 6 }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('chrome.back') }));
    await expect(await canvas.findByText(t('chrome.progress', { current: 4, total: 6 }))).toBeVisible();
  },
};
