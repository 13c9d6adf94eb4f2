// Renders the whole back office for a test: at an address, against a StaffWorld through a fake fetch, with a
// clock at STORY_NOW's instant and passkeys that answer at once. A text key the catalogue lacks fails the test.
import { render, screen, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { fixedClock } from '@checkout/shared/dates';
import BackofficeApp from '../app/BackofficeApp';
import type { SessionState } from '../app/backoffice-store';
import type { BackofficeDemo } from '../app/config';
import { memoryHistory } from '../app/history';
import type { Passkeys } from '../app/passkeys';
import { createFakeStaffApi, TEST_API_BASE, type FakeStaffApi } from './fake-staff-api';
import type { StaffScenario } from './staff-world';

/** Wednesday 4 March 2026, 10:00 in Zurich (the instant the checkout's recordings were made at). */
export const TEST_NOW = '2026-03-04T10:00:00+01:00';

export interface FakePasskeys extends Passkeys {
  authenticate: jest.Mock<Promise<unknown>, [Record<string, unknown>]>;
  register: jest.Mock<Promise<unknown>, [Record<string, unknown>]>;
}

export function fakePasskeys(supported = true): FakePasskeys {
  return {
    supported: () => supported,
    authenticate: jest.fn(async (_options: Record<string, unknown>): Promise<unknown> => ({
      id: 'credential-1',
      type: 'public-key',
      response: { signature: 'sig' },
    })),
    register: jest.fn(async (_options: Record<string, unknown>): Promise<unknown> => ({
      id: 'credential-1',
      type: 'public-key',
      response: { attestationObject: 'att' },
    })),
  };
}

export interface RenderedBackoffice extends RenderResult {
  api: FakeStaffApi;
  history: ReturnType<typeof memoryHistory>;
  passkeys: FakePasskeys;
  user: UserEvent;
}

export function renderBackoffice({
  scenario,
  address = '/backoffice/',
  passkeys = fakePasskeys(),
  session,
  demo,
}: {
  scenario: StaffScenario;
  address?: string;
  passkeys?: FakePasskeys;
  session?: SessionState;
  /** The demo's note in the config, as `npm start` serves it (issue 47). */
  demo?: BackofficeDemo;
}): RenderedBackoffice {
  const api = createFakeStaffApi(scenario);
  const history = memoryHistory(address);
  const onMissingText = (key: string) => {
    throw new Error(`The back office has no text for ${key}`);
  };
  const result = render(
    <BackofficeApp
      config={{ apiBaseUrl: TEST_API_BASE, ...(demo ? { demo } : {}) }}
      history={history}
      passkeys={passkeys}
      clock={fixedClock(TEST_NOW)}
      fetch={api.fetch}
      onMissingText={onMissingText}
      {...(session ? { session } : {})}
    />,
  );
  return { ...result, api, history, passkeys, user: userEvent.setup() };
}

/** The page's one h1, once it is there. */
export const pageHeading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
