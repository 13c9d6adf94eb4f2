// The advice-mode overlay after picking an hour: all three modes, a mode chosen, a home-office hour (no
// personal advice), an advisor without a location (no personal card) and one lacking modes (disabled cards).
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Consultant, Hour, RootStore } from '@checkout/shared';
import type { CheckoutStoryParameters } from '@checkout/shared/storybook';
import { runInAction } from 'mobx';
import { fn } from 'storybook/test';
import { AdviceModeOverlay } from './AdviceModeOverlay';

const meta = {
  title: 'mfe-agenda/Step 3 · Advisor/AdviceModeOverlay',
  component: AdviceModeOverlay,
  args: { goTo: fn() },
} satisfies Meta<typeof AdviceModeOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

const french = { globals: { locale: 'fr-CH' } };

/** Loads Thursday 5 March 2026 and picks the first hour of the first advisor, changed as the story needs. */
const picked =
  (
    change: { advisor?: Partial<Consultant>; hour?: Partial<Hour> } = {},
    after?: (store: RootStore) => void,
  ) =>
  async (store: RootStore) => {
    store.dates.check('05.03.2026');
    await store.agenda.load();
    const advisor = store.agenda.advisorList[0];
    const hour = advisor && store.agenda.hoursFor(advisor.id)[0];
    if (!advisor || !hour) throw new Error('The seed has no free hour on 5 March 2026');
    runInAction(() => {
      store.agenda.advisorList = [{ ...advisor, ...change.advisor }, ...store.agenda.advisorList.slice(1)];
    });
    store.agenda.checkHour({ ...hour, ...change.hour });
    after?.(store);
  };
const checkout = (setup: CheckoutStoryParameters['setup']) => ({ checkout: { setup } });

export const AllModes: Story = {
  parameters: checkout(
    picked({ advisor: { hasAdviceModePersonal: true, hasAdviceModeOnline: true, hasAdviceModePhone: true } }),
  ),
};
export const ModeChosen: Story = {
  parameters: checkout(picked({}, (store) => store.agenda.setAdviceMode('online'))),
};
/** Personal advice is not offered for home-office hours. */
export const HomeOfficeHour: Story = {
  parameters: checkout(picked({ advisor: { hasAdviceModePersonal: true }, hour: { homeOffice: true } })),
};
/** Without a location there is no personal card. */
export const NoLocation: Story = { parameters: checkout(picked({ advisor: { location: '' } })) };
/** Modes the advisor does not offer are disabled. */
export const OnlyPhone: Story = {
  parameters: checkout(
    picked({
      advisor: { hasAdviceModePersonal: false, hasAdviceModeOnline: false, hasAdviceModePhone: true },
    }),
  ),
};

export const AllModesFrench: Story = { ...AllModes, ...french };
export const HomeOfficeHourFrench: Story = { ...HomeOfficeHour, ...french };
