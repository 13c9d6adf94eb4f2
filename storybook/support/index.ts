// Public face of @checkout/storybook/support: what stories and Storybook's preview use (never production code).
export {
  CheckoutStory,
  STORY_NOW,
  STORY_RUNTIME_CONFIG,
  createStoryStore,
  failing,
  pending,
  type CheckoutStoryParameters,
} from './CheckoutStory';
export { RECORDED_HANDLERS, STORY_API_BASE } from './recorded-api';
export { storyTexts, type StoryText } from './story-texts';
