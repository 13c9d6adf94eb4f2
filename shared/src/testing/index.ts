// Test helpers shared by the packages' tests and Storybook (not used in production code).
export * from './fake-api';
export * from './render';
export * from './test-store';
export * from './agenda-fixtures';
