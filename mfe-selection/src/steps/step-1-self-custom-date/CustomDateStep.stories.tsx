// Step 1 self (custom-date mode): empty, with agency, date and time chosen, the agency overlay (open,
// loading, failing), and with an agency or advisor preset by the address; in German and French.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { failing, pending, type CheckoutStoryParameters } from '@checkout/storybook/support';
import { fn } from 'storybook/test';
import {
  agencyList,
  customDateChosen,
  PRESET_ADVISOR,
  PRESET_AGENCY,
  startWith,
} from '../../story-state/selection-story-state';
import CustomDateStep from './CustomDateStep';

const meta = {
  title: 'mfe-selection/Step 1 self · Custom date/Screen',
  tags: ['screen'],
  component: CustomDateStep,
  args: { goTo: fn() },
} satisfies Meta<typeof CustomDateStep>;
export default meta;
type Story = StoryObj<typeof meta>;

const checkout = (parameters: CheckoutStoryParameters) => ({ checkout: parameters });
const openAgencyOverlay = (store: Parameters<NonNullable<CheckoutStoryParameters['setup']>>[0]) => {
  store.enterCustomDateMode();
  store.overlays.open('agencyFilter');
};

/** Only the agency section: the date waits for an agency. */
export const Empty: Story = {};
export const EmptyFrench: Story = { ...Empty, globals: { locale: 'fr-CH' } };

/** Agency, Saturday 7 March and 14:30 chosen; advice mode personal by default; next enabled. */
export const WithSelection: Story = { parameters: checkout({ setup: customDateChosen }) };
export const WithSelectionFrench: Story = { ...WithSelection, globals: { locale: 'fr-CH' } };

/** The single-choice agency overlay (branches without special-hours appointments left out). */
export const AgencyOverlay: Story = { parameters: checkout({ setup: openAgencyOverlay }) };
export const AgencyOverlayFrench: Story = { ...AgencyOverlay, globals: { locale: 'fr-CH' } };
export const AgencyOverlayLoading: Story = {
  parameters: checkout({ setup: openAgencyOverlay, api: { filterAgencies: pending } }),
};
export const AgencyOverlayError: Story = {
  parameters: checkout({ setup: openAgencyOverlay, api: { filterAgencies: failing(500) } }),
};
export const AgencyOverlayErrorFrench: Story = { ...AgencyOverlayError, globals: { locale: 'fr-CH' } };

/** An agency from the address: no agency section, a note naming it with 'all branches', the date right away. */
export const PresetAgency: Story = {
  parameters: checkout({ setup: startWith(`agencyId=${PRESET_AGENCY}`) }),
};
export const PresetAgencyFrench: Story = { ...PresetAgency, globals: { locale: 'fr-CH' } };

/** A branch from the address that takes no appointments outside opening hours: it says so, no date is offered. */
export const PresetAgencyWithoutCustomDates: Story = {
  parameters: checkout({ setup: startWith('agencyId=winterthur'), api: { filterAgencies: agencyList } }),
};
export const PresetAgencyWithoutCustomDatesFrench: Story = {
  ...PresetAgencyWithoutCustomDates,
  globals: { locale: 'fr-CH' },
};

/** An advisor from the address: no agency section; the request goes to the advisor's branch. */
export const PresetAdvisor: Story = {
  parameters: checkout({
    setup: (store) => {
      startWith(`advisorId=${PRESET_ADVISOR}`)(store);
      store.overlays.close('advisor');
    },
  }),
};
export const PresetAdvisorFrench: Story = { ...PresetAdvisor, globals: { locale: 'fr-CH' } };
