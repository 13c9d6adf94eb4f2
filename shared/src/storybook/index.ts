// Public face of @checkout/shared/storybook: what stories and Storybook's preview use (never production code).
export {
  CheckoutStory,
  STORY_NOW,
  STORY_RUNTIME_CONFIG,
  createStoryStore,
  failing,
  pending,
  type CheckoutStoryParameters,
} from './CheckoutStory';
export { createStoryApi, seedAdvisor, storyConsultant, type StoryApiOptions } from './story-api';
