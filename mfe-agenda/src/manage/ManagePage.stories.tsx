// The traveller's manage page (issue 20), each state it can show; the API's answers come from MSW handlers.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyTexts } from '@checkout/storybook/support';
import type { ManagedBooking } from '@checkout/shared';
import ManagePage from './ManagePage';
import { SAMPLE_MANAGE_TOKEN, SAMPLE_MANAGED_BOOKING } from './sample-booking';

/** The manage calls answered with `booking` (and a cancel answered with it cancelled). */
const answering = (booking: ManagedBooking | null) => ({
  msw: {
    handlers: [
      http.get('/api/manage/:token', () =>
        booking
          ? HttpResponse.json(booking)
          : HttpResponse.json(
              {
                error: 'not_found',
                message:
                  'Zu diesem Link gibt es keine Buchung. Bitte prüfen Sie den Link in Ihrer E-Mail oder rufen Sie die Filiale an.',
              },
              { status: 404 },
            ),
      ),
      http.post('/api/manage/:token/cancel', () =>
        HttpResponse.json({ ...(booking ?? SAMPLE_MANAGED_BOOKING), status: 'cancelled', changeable: false }),
      ),
    ],
  },
});

const meta = {
  title: 'mfe-agenda/Manage/ManagePage',
  tags: ['screen'],
  component: ManagePage,
  args: { token: SAMPLE_MANAGE_TOKEN, culture: 'de-CH' },
  parameters: answering(SAMPLE_MANAGED_BOOKING),
  // The page's language is the story's (German, or French with the locale toolbar), as the address gives it.
  render: (args, { globals }) => (
    <ManagePage {...args} culture={globals.locale === 'fr-CH' ? 'fr-CH' : 'de-CH'} />
  ),
} satisfies Meta<typeof ManagePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Booked: Story = {};
export const InsideTheCutOff: Story = {
  parameters: answering({ ...SAMPLE_MANAGED_BOOKING, changeable: false }),
};
export const Cancelled: Story = {
  parameters: answering({ ...SAMPLE_MANAGED_BOOKING, status: 'cancelled', changeable: false }),
};
/** The branch cancelled and wrote why (issue 34): the page says it, as the e-mail did. */
export const CancelledByTheBranch: Story = {
  parameters: answering({
    ...SAMPLE_MANAGED_BOOKING,
    status: 'cancelled',
    changeable: false,
    branchNote: 'Anna Meier ist krank. Wir rufen Sie für einen neuen Termin an.',
  }),
};
export const CustomDateRequest: Story = {
  parameters: answering({ ...SAMPLE_MANAGED_BOOKING, kind: 'custom', advisor: null, till: '16:00' }),
};
/** 'Cancel' asks first: the question names the appointment, focus is on 'keep'; keeping it goes back. */
export const AsksBeforeCancelling: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals.locale);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('manage.cancel') }, { timeout: 5000 }));
    const question = await canvas.findByRole('group', { name: /27\.03\.2030/ });
    const keep = within(question).getByRole('button', { name: t('manage.keep') });
    await waitFor(() => expect(keep).toHaveFocus());
    await userEvent.click(keep);
    await waitFor(() => expect(canvas.queryByRole('group')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: t('manage.cancel') }));
    const again = await canvas.findByRole('group', { name: /27\.03\.2030/ });
    await expect(within(again).getByRole('button', { name: t('manage.cancel.yes') })).toBeEnabled();
    await waitFor(() => expect(within(again).getByRole('button', { name: t('manage.keep') })).toHaveFocus());
  },
};

// An unknown link (the API's 404) is covered by ManagePage.test.tsx and e2e/tests/manage.test.mjs: the browser
// logs every 404 as a console error, which the story check counts as a failure.
