// Step 1 self (custom-date mode): empty, with agency, date and time chosen, the agency overlay (open,
// loading, failing), and with an agency or advisor preset by the address; in German and French.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { failing, pending, storyTexts, type CheckoutStoryParameters } from '@checkout/storybook/support';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
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

/** Agency, Saturday 7 March and 14:30 chosen; advice mode personal by default; next enabled. */
export const WithSelection: Story = { parameters: checkout({ setup: customDateChosen }) };

/** The single-choice agency overlay (branches without special-hours appointments left out). */
export const AgencyOverlay: Story = { parameters: checkout({ setup: openAgencyOverlay }) };
export const AgencyOverlayLoading: Story = {
  parameters: checkout({ setup: openAgencyOverlay, api: { filterAgencies: pending } }),
};
export const AgencyOverlayError: Story = {
  parameters: checkout({ setup: openAgencyOverlay, api: { filterAgencies: failing(500) } }),
};

/** An agency from the address: no agency section, a note naming it with 'all branches', the date right away. */
export const PresetAgency: Story = {
  parameters: checkout({ setup: startWith(`agencyId=${PRESET_AGENCY}`) }),
};

/** A branch from the address that takes no appointments outside opening hours: it says so, no date is offered. */
export const PresetAgencyWithoutCustomDates: Story = {
  parameters: checkout({ setup: startWith('agencyId=winterthur'), api: { filterAgencies: agencyList } }),
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

/**
 * The whole request as a traveller makes it: a branch in the overlay, Tuesday 10 March in the calendar, 18:30,
 * and on to step 4.
 */
export const RequestsACustomDate: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storyTexts(globals.locale);
    const canvas = within(canvasElement);
    // The step draws once moment (its date formats) is there.
    const next = await canvas.findByRole('button', { name: t('common.next') }, { timeout: 5000 });
    await expect(next).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: t('agencyOverlay.button') }));
    const overlay = within(await screen.findByRole('dialog', { name: t('agencyOverlay.title') }));
    // 'Zürich Bahnhofstrasse' in German, 'Zurich Bahnhofstrasse' in French.
    await userEvent.click(
      await overlay.findByRole('checkbox', { name: /^Z(ü|u)rich Bahnhofstrasse$/ }, { timeout: 5000 }),
    );
    await userEvent.click(overlay.getByRole('button', { name: t('common.save') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(within(canvas.getByRole('grid')).getByText('10', { selector: 'button' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('step1self.time.hour') }), '18');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('step1self.time.minute') }), '30');
    await expect(canvas.getByRole('combobox', { name: t('step1self.time.minute') })).toHaveValue('30');
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await expect(args.goTo).toHaveBeenCalledWith('step-4');
  },
};
