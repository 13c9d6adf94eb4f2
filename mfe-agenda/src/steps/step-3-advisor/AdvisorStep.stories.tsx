// Step 3 (advisor and hour) in its states: advisors with many hours, loading, no consultant, no day chosen, and
// the message after someone else just took the picked hour.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ApiClient } from '@checkout/shared';
import { recordedAnswer } from '@checkout/api/recordings';
import { failing, pending, storyTexts, type CheckoutStoryParameters } from '@checkout/storybook/support';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
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

/** An advisor's detail as the API answered it in that day's agenda (the same consultant record). */
const detailFromAgenda: ApiClient['consultantGet'] = async ({ culture = 'de-CH', id }) => {
  const agenda = recordedAnswer('agenda', {
    advisorId: '',
    checkoutSessionId: 'story-session-1',
    travelExperienceId: '',
    filters: { filterAgencyLocations: [], filterDestinations: [] },
    culture,
    weekDateSelected: '2026-03-05',
    weekState: 0,
  });
  const advisor = agenda.advisorList.find((entry) => entry.id === id);
  if (!advisor) throw new Error(`${id} is not in the recorded agenda of 5 March 2026`);
  return advisor;
};

/** The recorded hold's answer, for whichever hour is picked (the recording holds one advisor's hour). */
const held: ApiClient['hold'] = async () =>
  recordedAnswer('hold', {
    sessionId: 'story-session-1',
    advisorId: 'adv-anna-meier',
    date: '2026-03-05',
    time: '11:00',
  });

/** A click on an advisor's name opens the detail overlay, which fills in with the portrait and the chart. */
export const OpensTheAdvisorDetail: Story = {
  parameters: checkout({ setup: thursday, api: { consultantGet: detailFromAgenda } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sophie Brunner' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Sophie Brunner' });
    await waitFor(() => expect(dialog.querySelector('.ck-advisor-detail img')).not.toBeNull(), {
      timeout: 5000,
    });
    // The dialog fades in: its content is visible once the fade has begun.
    await waitFor(() => expect(within(dialog).getByRole('link', { name: /sophie\.brunner@/ })).toBeVisible());
  },
};

/** Picking an hour holds it and asks for the advice mode; video chosen, the step goes on to step 4. */
export const BooksAnHour: Story = {
  parameters: checkout({ setup: thursday, api: { hold: held } }),
  play: async ({ args, canvasElement, globals }) => {
    const t = storyTexts(globals.locale);
    const canvas = within(canvasElement);
    const hours = await canvas.findByRole(
      'list',
      { name: t('step3.hoursOf', { name: 'Sophie Brunner' }) },
      { timeout: 5000 },
    );
    const hour = within(hours).getByText('11:00', { selector: 'button' });
    await userEvent.click(hour);
    const dialog = within(await screen.findByRole('dialog', { name: t('adviceMode.overlay.title') }));
    await userEvent.click(dialog.getByText(t('adviceMode.online.title')));
    await expect(dialog.getByRole('radio', { name: t('adviceMode.online.title') })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: t('adviceMode.choose') }));
    await expect(args.goTo).toHaveBeenCalledWith('step-4');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(hour).toHaveAttribute('aria-pressed', 'true');
  },
};
