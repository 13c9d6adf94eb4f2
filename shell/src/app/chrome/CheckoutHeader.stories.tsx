// The shell's chrome as the spec describes it per page: back button, brand, leave button, progress bar and
// 'step X of Y', in the normal flow, in custom-date mode, on the confirmation, on the session-expired screen and
// with hidden navigation.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { STORY_RUNTIME_CONFIG } from '@checkout/storybook/support';
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
  return (
    <StaticAddress pathname={`/${page}`}>
      <CheckoutHeader
        chrome={chromeFor({ page, isCustomDateMode, showNavigation, sessionExpired })}
        culture="de-CH"
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
