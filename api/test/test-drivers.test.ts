// Which databases the driver-parameterised API tests run on (support/test-app.ts): PGlite alone, both with a
// PostgreSQL server, or what TEST_DRIVERS narrows that to (CI's PostgreSQL step: the server's side only).
import { driversOf } from './support/test-app';

describe('TEST_DRIVERS', () => {
  const server = 'postgres://postgres@127.0.0.1:5432/postgres';

  it('PGlite without a server, both with one', () => {
    expect(driversOf({})).toEqual(['pglite']);
    expect(driversOf({ TEST_DATABASE_URL: server })).toEqual(['pglite', 'postgres']);
  });

  it('narrows to the drivers named', () => {
    expect(driversOf({ TEST_DATABASE_URL: server, TEST_DRIVERS: 'postgres' })).toEqual(['postgres']);
    expect(driversOf({ TEST_DATABASE_URL: server, TEST_DRIVERS: ' pglite ' })).toEqual(['pglite']);
    expect(driversOf({ TEST_DRIVERS: 'pglite' })).toEqual(['pglite']);
  });

  it('refuses a driver it does not know, and the server without TEST_DATABASE_URL', () => {
    expect(() => driversOf({ TEST_DRIVERS: 'mysql' })).toThrow('TEST_DRIVERS names mysql');
    expect(() => driversOf({ TEST_DRIVERS: 'postgres' })).toThrow('TEST_DATABASE_URL is not set');
  });
});
