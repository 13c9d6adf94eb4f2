// The shell's chrome as the spec describes it per page: language switch, back button, brand, leave button,
// progress bar and 'step X of Y', in the normal flow, in custom-date mode, on the confirmation, on the
// session-expired screen and with hidden navigation, in the toolbar's language.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from '@checkout/shared';
import { STORY_RUNTIME_CONFIG } from '@checkout/storybook/support';
import { pathInCulture } from '../checkout-path';
import type { PageId } from '../route-table';
import { StaticAddress } from '../navigation';
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
