// The advice-mode overlay after picking an hour: all three modes, a mode chosen, a home-office hour (no
// personal advice), an advisor without a location (no personal card) and one lacking modes (disabled cards).
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  useStore,
  type BookingState,
  type Consultant,
  type Hour,
  type RootStore,
  type StepProps,
} from '@checkout/shared';
import { storyTexts, type CheckoutStoryParameters } from '@checkout/storybook/support';
import { runInAction } from 'mobx';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AdviceModeOverlay } from './AdviceModeOverlay';
import { AgendaModel } from './agenda-model';

/** Step 3's model of each story's store, prepared by the story's setup before it renders. */
const models = new WeakMap<BookingState, AgendaModel>();

function PickedOverlay({ goTo }: StepProps) {
  const model = models.get(useStore());
  if (!model) throw new Error('The story has not picked an hour (parameters.checkout.setup)');
  return <AdviceModeOverlay goTo={goTo} agenda={model} />;
}

const meta = {
  title: 'mfe-agenda/Step 3 · Advisor/AdviceModeOverlay',
  tags: ['screen'],
  component: PickedOverlay,
  args: { goTo: fn() },
} satisfies Meta<typeof PickedOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Loads Thursday 5 March 2026 and picks the first hour of the first advisor, changed as the story needs. */
const picked =
  (
    change: { advisor?: Partial<Consultant>; hour?: Partial<Hour> } = {},
    after?: (store: RootStore) => void,
  ) =>
  async (store: RootStore) => {
    store.dates.check('05.03.2026');
    const model = new AgendaModel(store);
    await model.load();
    const advisor = model.advisorList[0];
    const hour = advisor && model.hoursFor(advisor.id)[0];
    if (!advisor || !hour) throw new Error('The seed has no free hour on 5 March 2026');
    runInAction(() => {
      model.advisorList = [{ ...advisor, ...change.advisor }, ...model.advisorList.slice(1)];
    });
    model.checkHour({ ...hour, ...change.hour });
    models.set(store, model);
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

/** Nothing chosen, 'choose' disabled; a click on the video card picks it; arrow keys move the pick to phone. */
export const PicksAMode: Story = {
  ...AllModes,
  play: async ({ globals }) => {
    const t = storyTexts(globals.locale);
    const dialog = within(await screen.findByRole('dialog', { name: t('adviceMode.overlay.title') }));
    const choose = dialog.getByRole('button', { name: t('adviceMode.choose') });
    await expect(choose).toBeDisabled();
    await userEvent.click(dialog.getByText(t('adviceMode.online.title')));
    const video = dialog.getByRole('radio', { name: t('adviceMode.online.title') });
    await expect(video).toBeChecked();
    await waitFor(() => expect(choose).toBeEnabled());
    await userEvent.keyboard('{ArrowDown}');
    await expect(dialog.getByRole('radio', { name: t('adviceMode.phone.title') })).toBeChecked();
    await expect(video).not.toBeChecked();
  },
};
