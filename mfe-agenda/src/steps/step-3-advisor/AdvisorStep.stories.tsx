// Step 3 (advisor and hour) in its states: advisors with many hours, loading, no consultant, no day chosen, and
// the message after someone else just took the picked hour.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { failing, pending, type CheckoutStoryParameters } from '@checkout/storybook/support';
import { fn, userEvent, within } from 'storybook/test';
import AdvisorStep from './AdvisorStep';

const meta = {
  title: 'mfe-agenda/Step 3 · Advisor/Screen',
  tags: ['screen'],
  component: AdvisorStep,
  args: { goTo: fn() },
} satisfies Meta<typeof AdvisorStep>;
export default meta;
type Story = StoryObj<typeof meta>;

const checkout = (parameters: CheckoutStoryParameters) => ({ checkout: parameters });
const french = { globals: { locale: 'fr-CH' } };
/** Thursday 5 March 2026, the day after the story clock's today. */
const thursday: CheckoutStoryParameters['setup'] = (store) => store.dates.check('05.03.2026');

/** Every seed advisor free that day, most with more than six hours ('show all'). */
export const ManyHours: Story = { parameters: checkout({ setup: thursday }) };
export const Loading: Story = { parameters: checkout({ setup: thursday, api: { agenda: pending } }) };
export const NoConsultant: Story = {
  parameters: checkout({
    setup: thursday,
    api: { agenda: async () => ({ advisorList: [], hoursList: [], total: 0, page: 0, languages: [] }) },
  }),
};
/** Reached without a day (e.g. by address): a way back to step 2. */
export const NoDay: Story = {};
/** The picked hour was just taken by someone else: the message has focus and the hours are refreshed. */
export const SlotTaken: Story = {
  parameters: checkout({ setup: thursday, api: { hold: failing(409, 'slot_taken') } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [hour] = await canvas.findAllByRole('button', { name: /09:00/ });
    if (hour) await userEvent.click(hour);
    // The step has a status of its own (how many advisors are shown): wait for the slot-taken one by its text.
    await canvas.findByText(/soeben vergeben|vient d’être attribué/);
  },
};

export const ManyHoursFrench: Story = { ...ManyHours, ...french };
export const LoadingFrench: Story = { ...Loading, ...french };
export const NoConsultantFrench: Story = { ...NoConsultant, ...french };
export const SlotTakenFrench: Story = { ...SlotTaken, ...french };
