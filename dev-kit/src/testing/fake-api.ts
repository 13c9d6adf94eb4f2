// A programmable fake of the ApiClient for tests and Storybook: every call answers from a handler or
// rejects with 'not faked'. Calls are recorded so tests can assert what was asked.
import { type ApiClient, ApiError } from '@checkout/shared';

export type FakeApi = ApiClient & { calls: Array<{ method: keyof ApiClient; args: unknown[] }> };

export function createFakeApi(handlers: Partial<ApiClient> = {}): FakeApi {
  const calls: FakeApi['calls'] = [];
  const notFaked = (method: keyof ApiClient) => () =>
    Promise.reject(new ApiError(501, { error: 'internal', message: `${String(method)} not faked` }));
  const methods: Array<keyof ApiClient> = [
    'isCheckoutOffline',
    'filterAgencies',
    'filterDestinations',
    'agenda',
    'day',
    'translations',
    'travelExperienceAndBookmarks',
    'travelExperienceMatch',
    'consultantGet',
    'consultantMatch',
    'hasConsultantForDestination',
    'matchingFactors',
    'hold',
    'releaseHold',
    'reserve',
    'destinations',
    'health',
  ];
  const api = { calls } as FakeApi;
  for (const method of methods) {
    const handler = (handlers[method] ?? notFaked(method)) as (...args: unknown[]) => Promise<unknown>;
    (api as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      calls.push({ method, args });
      return handler(...args);
    };
  }
  return api;
}
