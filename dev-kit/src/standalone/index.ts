export { mountStandalone, STANDALONE_API_BASE_URL } from './mount-standalone';
