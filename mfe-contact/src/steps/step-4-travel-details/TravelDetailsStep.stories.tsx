// Step 4 (travel details): empty with the destination chooser, filled in, the chooser hidden because
// destinations were chosen on step 1, in German and French.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { pending, storyTexts, type CheckoutStoryParameters } from '@checkout/storybook/support';
import { expect, fn, userEvent, within } from 'storybook/test';
import TravelDetailsStep from './TravelDetailsStep';

const meta = {
  title: 'mfe-contact/Step 4 · Travel details/Screen',
  tags: ['screen'],
  component: TravelDetailsStep,
  args: { goTo: fn() },
} satisfies Meta<typeof TravelDetailsStep>;
export default meta;
type Story = StoryObj<typeof meta>;

const checkout = (parameters: CheckoutStoryParameters) => ({ checkout: parameters });

/** Nothing chosen yet: the chooser suggests the destinations of the list, duration 'no information'. */
export const Empty: Story = {};

/** Everything filled in, as after a reload: destination, duration, three months, wishes, both boxes. */
export const Filled: Story = {
  parameters: checkout({
    setup: (store) =>
      store.travelDetailForm.setValues({
        destination: 'Island',
        duration: '2-3-months',
        season: ['Juni', 'Juli', 'August'],
        description: 'Mit dem Camper rund um die Insel, Wale beobachten und wandern.',
        travelResponsibly: true,
        sendBookmark: true,
      }),
  }),
};

/** Destinations checked on step 1: no destination chooser. */
export const DestinationsChosen: Story = {
  parameters: checkout({
    setup: async (store) => {
      await store.destinationFilter.load();
      store.destinationFilter.check('iceland');
      store.destinationFilter.check('norway');
    },
  }),
};

/** The destination list still loading: the chooser is a plain text field meanwhile. */
export const DestinationListLoading: Story = {
  parameters: checkout({ api: { filterDestinations: pending } }),
};

/**
 * The wishes typed and picked as a traveller does (destination, three to four weeks, June and July, a wish,
 * travelling responsibly), then 'next': step 4 has no required field, so it goes on to step 5.
 */
export const FillsInTheWishes: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storyTexts(globals.locale);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(t('step4.destination'), { exact: false }), 'Island');
    await userEvent.click(canvas.getByText(t('step4.duration.3-4-weeks')));
    await expect(canvas.getByRole('radio', { name: t('step4.duration.3-4-weeks') })).toBeChecked();
    for (const month of [6, 7]) {
      const pill = canvas.getByRole('button', { name: t(`month.${month}.long`) });
      await userEvent.click(pill);
      await expect(pill).toHaveAttribute('aria-pressed', 'true');
    }
    await userEvent.type(
      canvas.getByLabelText(t('step4.description'), { exact: false }),
      'Mit dem Camper rund um die Insel.',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: t('step4.travelResponsibly') }));
    await expect(canvas.getByRole('checkbox', { name: t('step4.travelResponsibly') })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: t('common.next') }));
    await expect(args.goTo).toHaveBeenCalledWith('step-5');
    await expect(canvas.getByLabelText(t('step4.destination'), { exact: false })).toHaveValue('Island');
  },
};
