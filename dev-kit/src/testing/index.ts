// Test helpers shared by the packages' tests and Storybook (not used in production code).
export { createFakeApi, type FakeApi } from './fake-api';
export { renderWithI18n, renderWithProviders, TEST_RUNTIME_CONFIG } from './render';
export { createTestStore, persistenceStarted, silentLogger, type TestStoreOptions } from './test-store';
export { testAgenda, testConsultant, testHour } from './agenda-fixtures';
