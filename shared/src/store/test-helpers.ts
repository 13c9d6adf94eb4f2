// The store's own tests build their stores like every other package's tests.
export { createTestStore as makeStore, silentLogger } from '../testing/test-store';
