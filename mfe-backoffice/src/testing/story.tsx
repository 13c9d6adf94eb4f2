// How the back office's stories render it: the whole application at an address (in the toolbar's language), its
// staff API answered by MSW over a scenario of the typed fixtures (reset before each render), the story clock
// and passkeys that answer at once (no authenticator in a headless browser).
import { fixedClock } from '@checkout/shared/dates';
import { DEMO_BRAND } from '@checkout/shared/texts';
import { STORY_NOW } from '@checkout/storybook/support';
import BackofficeApp from '../app/BackofficeApp';
import type { SessionState } from '../app/backoffice-store';
import type { BackofficeDemo } from '../app/config';
import { memoryHistory } from '../app/history';
import type { Passkeys } from '../app/passkeys';
import { worldFetch } from './fake-staff-api';
import { STORY_STAFF_API_BASE, staffHandlers } from './msw-handlers';
import { StaffWorld, type StaffScenario } from './staff-world';

export const STORY_PASSKEYS: Passkeys = {
  supported: () => true,
  authenticate: async () => ({ id: 'story-credential', type: 'public-key', response: {} }),
  register: async () => ({ id: 'story-credential', type: 'public-key', response: {} }),
};

export interface BackofficeStoryArgs {
  /** The address after /backoffice/ (and after fr/ in French), e.g. 'consultations/c-booked'. */
  page: string;
  /** A session already known (the signed-out screens), instead of asking the API. */
  session?: SessionState;
  /** The staff calls answered in the page's memory instead of by MSW (inMemory). */
  fetch?: typeof fetch;
  /** The demo's note in the config, as `npm start` serves it (issue 47). */
  demo?: BackofficeDemo;
}

/** The story's scenario answered by MSW, its world reset before every render. */
export function withScenario(scenario: StaffScenario) {
  const { world, handlers } = staffHandlers(scenario);
  return {
    parameters: { msw: { handlers } },
    beforeEach: () => world.reset(),
  };
}

/**
 * The story's scenario answered in the page's memory, no request made: for a story that shows the API's refusal (a
 * browser logs every error status of a request as a console error, which fails the story check). Its world is
 * reset before every render and handed to the play function to change (someone else books meanwhile).
 */
export function inMemory(scenario: StaffScenario) {
  const world = new StaffWorld(scenario);
  return {
    world,
    story: {
      args: { fetch: worldFetch(world, STORY_STAFF_API_BASE) },
      beforeEach: () => world.reset(),
    },
  };
}

/** Renders the back office at `args.page` in the toolbar's language (a meta's `render`). */
export const renderBackoffice = (
  args: BackofficeStoryArgs,
  { globals }: { globals: Record<string, unknown> },
) => {
  const french = globals.locale === 'fr-CH';
  const address = `/backoffice/${french ? 'fr/' : ''}${args.page}`;
  return (
    <BackofficeApp
      key={address}
      config={{
        apiBaseUrl: STORY_STAFF_API_BASE,
        product: DEMO_BRAND[french ? 'fr-CH' : 'de-CH'],
        ...(args.demo ? { demo: args.demo } : {}),
      }}
      history={memoryHistory(address)}
      passkeys={STORY_PASSKEYS}
      clock={fixedClock(STORY_NOW)}
      {...(args.session ? { session: args.session } : {})}
      {...(args.fetch ? { fetch: args.fetch } : {})}
    />
  );
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A name in either language, for play functions that run in German and in French. */
export const either = (german: string, french: string): RegExp =>
  new RegExp(`^(${escape(german)}|${escape(french)})$`);
