// Step 1 as the shell shows it: empty, with a travel experience (selection), loading, failing calls, and with
// an agency or an advisor preset by the address; in German and French.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { failing, pending, storyTexts, type CheckoutStoryParameters } from '@checkout/storybook/support';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  PRESET_ADVISOR,
  PRESET_AGENCY,
  startWith,
  TRAVEL_ID,
  TRAVEL_TYPE_PROFILE,
  travelExperienceWithImage,
} from '../../story-state/selection-story-state';
import ConsultationStep from './ConsultationStep';

const meta = {
  title: 'mfe-selection/Step 1 · Consultation/Screen',
  tags: ['screen'],
  component: ConsultationStep,
  args: { goTo: fn() },
} satisfies Meta<typeof ConsultationStep>;
export default meta;
type Story = StoryObj<typeof meta>;

const checkout = (parameters: CheckoutStoryParameters) => ({ checkout: parameters });

/** Nothing chosen yet: the two main choices. */
export const Empty: Story = {};

/** From a travel experience page: the card with match and its destination checked (selection). */
export const WithTravelExperience: Story = {
  parameters: checkout({
    setup: (store) => {
      store.settings.setPerfectMatchData(TRAVEL_TYPE_PROFILE);
      startWith(`travelId=${TRAVEL_ID}`)(store);
    },
    api: { travelExperienceAndBookmarks: travelExperienceWithImage },
  }),
};

/** The travel experience is still loading. */
export const Loading: Story = {
  parameters: checkout({
    setup: startWith(`travelId=${TRAVEL_ID}`),
    api: { travelExperienceAndBookmarks: pending, filterAgencies: pending },
  }),
};

/** Agencies and the travel experience fail: logged only, the step works without them (spec section 8). */
export const ApiDown: Story = {
  parameters: checkout({
    setup: startWith(`travelId=${TRAVEL_ID}`),
    api: {
      travelExperienceAndBookmarks: failing(500),
      filterAgencies: failing(500),
      filterDestinations: failing(500),
    },
  }),
};

/** An agency from the address: the heading names its city; a note says the search is limited to it. */
export const PresetAgency: Story = {
  parameters: checkout({ setup: startWith(`agencyId=${PRESET_AGENCY}`) }),
};

/** An advisor from the address: the consultant overlay opens with the detail; the heading names the advisor. */
export const PresetAdvisor: Story = {
  parameters: checkout({ setup: startWith(`advisorId=${PRESET_ADVISOR}`) }),
};

/** 'Destination' opens the travel-experience overlay (its code loads then); 'general advice' goes to step 2. */
export const OpensTheDestinationOverlay: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storyTexts(globals.locale);
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: (name) => name.startsWith(t('step1.choice.general.title')) }),
    );
    await expect(args.goTo).toHaveBeenCalledWith('step-2');
    await userEvent.click(
      canvas.getByRole('button', { name: (name) => name.startsWith(t('step1.choice.destination.title')) }),
    );
    const dialog = await screen.findByRole(
      'dialog',
      { name: t('step1.destination.title') },
      { timeout: 5000 },
    );
    await waitFor(() => expect(within(dialog).getByText(t('step1.destination.none'))).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: t('step1.destination.goOn') })).toBeDisabled();
  },
};

/** An advisor from the address: the consultant overlay shows the advisor; Escape closes it onto step 1. */
export const ClosesTheConsultantOverlay: Story = {
  ...PresetAdvisor,
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals.locale);
    const dialog = await screen.findByRole('dialog', { name: 'Anna Meier' }, { timeout: 5000 });
    // The detail (portrait, role, contact links) has arrived before the traveller closes it.
    await waitFor(() => expect(dialog.querySelector('.ck-consultant')).not.toBeNull(), { timeout: 5000 });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(
      within(canvasElement).getByRole('heading', {
        level: 1,
        name: t('step1.titleAdvisor', { name: 'Anna Meier' }),
      }),
    ).toBeVisible();
  },
};
