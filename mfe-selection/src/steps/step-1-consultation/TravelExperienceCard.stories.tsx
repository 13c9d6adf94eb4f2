// The preset travel experience card: plain, with the match percentage (a travel-type profile is saved),
// bookmarked, and without an image.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyTexts, type CheckoutStoryParameters } from '@checkout/storybook/support';
import { expect, userEvent, within } from 'storybook/test';
import {
  storyTravelExperience,
  TRAVEL_ID,
  TRAVEL_TYPE_PROFILE,
} from '../../story-state/selection-story-state';
import { TravelExperienceCard } from './TravelExperienceCard';

const meta = {
  title: 'mfe-selection/Step 1 · Consultation/TravelExperienceCard',
  component: TravelExperienceCard,
  render: (args) => (
    <div style={{ maxWidth: '40rem', padding: '1rem' }}>
      <TravelExperienceCard {...args} />
    </div>
  ),
} satisfies Meta<typeof TravelExperienceCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const iceland = storyTravelExperience('de-CH');
const islande = storyTravelExperience('fr-CH');
const checkout = (parameters: CheckoutStoryParameters) => ({ checkout: parameters });
const withMatch = checkout({
  setup: async (store) => {
    store.settings.setPerfectMatchData(TRAVEL_TYPE_PROFILE);
    store.travel.setTravel(TRAVEL_ID);
    await store.travel.loadMatch();
  },
});

export const Plain: Story = { args: { experience: iceland } };
export const PlainFrench: Story = { args: { experience: islande }, globals: { locale: 'fr-CH' } };
export const WithMatch: Story = { args: { experience: iceland }, parameters: withMatch };
export const WithMatchFrench: Story = {
  args: { experience: islande },
  parameters: withMatch,
  globals: { locale: 'fr-CH' },
};
export const Bookmarked: Story = {
  args: { experience: iceland },
  parameters: checkout({ setup: (store) => store.bookmarks.toggle(TRAVEL_ID) }),
};
export const WithoutImage: Story = { args: { experience: { ...iceland, image: '' } } };

/** 'Bookmark' toggles: pressed (filled icon) after a click, released after a second, pressed again by keyboard. */
export const BookmarksTheTravel: Story = {
  args: { experience: iceland },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals.locale);
    const bookmark = within(canvasElement).getByRole('button', { name: t('travelCard.bookmark') });
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(bookmark);
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(bookmark);
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
  },
};
