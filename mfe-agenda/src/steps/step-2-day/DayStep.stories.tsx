// Step 2 (pick a day) in its states: resolving, resolved, a day chosen, no date found (60 empty days, or no
// consultant for the destinations), the API down, a preset agency (no branch filter) and the open agency overlay.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { pending, storyTexts, type CheckoutStoryParameters } from '@checkout/storybook/support';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import DayStep from './DayStep';

const meta = {
  title: 'mfe-agenda/Step 2 · Day/Screen',
  tags: ['screen'],
  component: DayStep,
  args: { goTo: fn() },
} satisfies Meta<typeof DayStep>;
export default meta;
type Story = StoryObj<typeof meta>;

const checkout = (parameters: CheckoutStoryParameters) => ({ checkout: parameters });

/** Ten days from Wednesday 4 March 2026, weekends replaced by later days. */
export const Default: Story = {};
/** Every pill still waits for its availability answer; 'more' is locked. */
export const Loading: Story = { parameters: checkout({ api: { day: pending } }) };
export const DayChosen: Story = {
  parameters: checkout({ setup: (store) => store.dates.check('05.03.2026') }),
};
/** More than 60 days in a row without a free appointment. */
export const NoDateFound: Story = {
  parameters: checkout({ api: { day: async () => ({ availableAppointment: false }) } }),
};
/** The API does not answer: the days that failed, the message and its retry (retried by itself meanwhile). */
export const ApiDown: Story = {
  parameters: checkout({ api: { day: () => Promise.reject(new Error('Failed to fetch')) } }),
};
/** Destinations are checked and no consultant covers them. */
export const NoConsultantForDestinations: Story = {
  parameters: checkout({
    setup: (store) => store.destinationFilter.toggle({ id: 'iceland', label: 'Island', isChecked: false }),
    api: { hasConsultantForDestination: async () => false },
  }),
};
/** An agency id in the address: no branch filter button; a note names the branch with 'all branches'. */
export const PresetAgency: Story = {
  parameters: checkout({
    setup: (store) => store.applyStartParams(new URLSearchParams('agencyId=zurich-bahnhofstrasse')),
  }),
};
export const AgencyOverlay: Story = {
  parameters: checkout({
    setup: async (store) => {
      store.overlays.open('agencyFilter');
      await store.agencyFilter.load();
      const first = store.agencyFilter.groups[0]?.filters[0];
      if (first) store.agencyFilter.toggle(first);
    },
  }),
};

/** Once the days have their answers, Thursday's pill is pressed and 'next' leads to step 3. */
export const PicksADay: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storyTexts(globals.locale);
    const canvas = within(canvasElement);
    // Every pill has its answer (none busy any more) before the traveller picks one.
    await waitFor(
      () => {
        expect(canvas.getAllByRole('button', { pressed: false }).length).toBeGreaterThan(0);
        expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull();
      },
      { timeout: 10_000 },
    );
    const next = canvas.getByRole('button', { name: t('common.next') });
    await expect(next).toBeDisabled();
    const thursday = canvas.getByRole('button', { name: /05\.03\.2026/ });
    await userEvent.click(thursday);
    await expect(thursday).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.click(next);
    await expect(args.goTo).toHaveBeenCalledWith('step-3');
  },
};
