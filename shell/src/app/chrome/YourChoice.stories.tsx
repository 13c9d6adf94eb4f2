// The 'your choice' summary header the shell places above every step: empty (renders nothing), one choice,
// everything chosen with '(+N more)', the custom date, a preset advisor.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RootStore } from '@checkout/shared';
import type { CheckoutStoryParameters } from '@checkout/storybook/support';
import { YourChoice } from './YourChoice';

const meta = {
  title: 'shell/Chrome/YourChoice',
  component: YourChoice,
} satisfies Meta<typeof YourChoice>;
export default meta;
type Story = StoryObj<typeof meta>;

const checkout = (setup: CheckoutStoryParameters['setup']) => ({ checkout: { setup } });

async function everything(store: RootStore) {
  await Promise.all([store.agencyFilter.load(), store.destinationFilter.load()]);
  store.dates.check('09.03.2026');
  store.agencyFilter.check('zurich-bahnhofstrasse');
  for (const id of ['iceland', 'japan', 'norway', 'portugal', 'peru']) store.destinationFilter.check(id);
  store.advisorInformation.set({ name: 'Anna Meier', location: 'Zürich', consultantId: 'adv-anna-meier' });
}

/** Nothing chosen: the header is not shown at all. */
export const Empty: Story = {};
export const OneAgency: Story = {
  parameters: checkout(async (store) => {
    await store.agencyFilter.load();
    store.agencyFilter.check('winterthur');
  }),
};
export const Everything: Story = { parameters: checkout(everything) };
export const CustomDate: Story = {
  parameters: checkout(async (store) => {
    store.enterCustomDateMode();
    await store.agencyFilter.load();
    store.agencyFilter.check('bern');
    store.dates.setSelectedDateCustom('07.03.2026');
  }),
};
export const PresetAdvisor: Story = {
  parameters: checkout(async (store) => {
    store.applyStartParams(new URLSearchParams('advisorId=adv-anna-meier'));
    await store.advisorInformation.loadDetail('adv-anna-meier');
  }),
};
