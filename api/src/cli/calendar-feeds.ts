// Calendar subscriptions of advisors and branch offices (issue 20):
//
//   npm run -w api calendar:feeds -- create advisor <advisor id> [label]
//   npm run -w api calendar:feeds -- create agency <branch office id> [label]
//   npm run -w api calendar:feeds -- list
//   npm run -w api calendar:feeds -- revoke <feed id>
//
// `create` prints the feed's address once (API_PUBLIC_URL, default http://127.0.0.1:$PORT, PORT 4000): only the
// token's hash is stored. The command opens the database itself: DATABASE_URL, or the PGlite directory. PGlite
// allows one process per directory and does not lock it, so with PGlite the command first asks API_URL (default
// http://127.0.0.1:$PORT) whether an API is running there and, if one answers, refuses (exit 1) instead of
// opening a directory the API holds: stop the API, run the command, start the API again.
import { API_PATHS } from '@checkout/shared/contract';
import { databaseTargetFromEnv } from '../config';
import type { Queryable } from '../db/database';
import { prepareDatabase } from '../prepare-database';
import { API_OWN_PATHS } from '../http/own-paths';
import {
  FEED_SCOPES,
  createFeed,
  listFeeds,
  revokeFeed,
  type CalendarFeed,
  type FeedScope,
} from '../repositories/feed-repository';

export const USAGE = [
  'usage: npm run -w api calendar:feeds -- create advisor <advisor id> [label]',
  '       npm run -w api calendar:feeds -- create agency <branch office id> [label]',
  '       npm run -w api calendar:feeds -- list',
  '       npm run -w api calendar:feeds -- revoke <feed id>',
].join('\n');

/** A command line the command refuses: the usage is printed, exit 2. */
export class UsageError extends Error {}

export type FeedCommand =
  | { name: 'create'; scope: FeedScope; subjectId: string; label: string | null }
  | { name: 'list' }
  | { name: 'revoke'; id: string };

export const parseFeedCommand = (args: readonly string[]): FeedCommand => {
  const [name, ...rest] = args;
  if (name === 'create') {
    const [scope, subjectId, ...label] = rest;
    if (!FEED_SCOPES.includes(scope as FeedScope) || !subjectId) throw new UsageError(USAGE);
    return { name, scope: scope as FeedScope, subjectId, label: label.join(' ').trim() || null };
  }
  if (name === 'list' && rest.length === 0) return { name };
  if (name === 'revoke' && rest.length === 1 && rest[0]) return { name, id: rest[0] };
  throw new UsageError(USAGE);
};

/** Base of the feed addresses: API_PUBLIC_URL, else this host's API port. */
export const feedBaseUrl = (env: NodeJS.ProcessEnv = process.env): string =>
  (env.API_PUBLIC_URL ?? `http://127.0.0.1:${env.PORT ?? 4000}`).replace(/\/$/, '');

/** The address a calendar subscribes to. */
export const feedUrl = (baseUrl: string, token: string): string =>
  `${baseUrl}/api${API_PATHS.calendarFeed}/${token}.ics`;

const describe = (feed: CalendarFeed): string =>
  [
    feed.id,
    feed.scope,
    feed.subjectId,
    feed.createdAt.toISOString(),
    feed.revokedAt ? `revoked ${feed.revokedAt.toISOString()}` : 'live',
    feed.label ?? '',
  ]
    .join('\t')
    .trimEnd();

/** Runs one command on an open database; returns what it prints. */
export const runFeedCommand = async (
  db: Queryable,
  command: FeedCommand,
  options: { baseUrl: string; now: Date },
): Promise<string> => {
  switch (command.name) {
    case 'create': {
      const { feed, token } = await createFeed(db, { ...command, now: options.now });
      return [
        `created calendar feed ${feed.id} (${feed.scope} ${feed.subjectId}${feed.label ? `, "${feed.label}"` : ''})`,
        feedUrl(options.baseUrl, token),
        'Subscribe to this address in the calendar program ("from URL" / "Internet calendar"). It is shown',
        `only now (the database keeps a hash of it). Revoke with: npm run -w api calendar:feeds -- revoke ${feed.id}`,
      ].join('\n');
    }
    case 'list': {
      const feeds = await listFeeds(db);
      if (feeds.length === 0) return 'no calendar feeds';
      return ['id\tscope\tsubject\tcreated\tstate\tlabel', ...feeds.map(describe)].join('\n');
    }
    case 'revoke': {
      if (!(await revokeFeed(db, command.id, options.now))) {
        throw new Error(`no live calendar feed with the id "${command.id}" (see: calendar:feeds -- list)`);
      }
      return `revoked calendar feed ${command.id}: its address answers 404 from now on`;
    }
  }
};

const apiUrl = (env: NodeJS.ProcessEnv): string =>
  (env.API_URL ?? `http://127.0.0.1:${env.PORT ?? 4000}`).replace(/\/$/, '');

/** Whether an API answers at API_URL (any answer counts; only a refused connection means none runs). */
export const apiAnswers = async (env: NodeJS.ProcessEnv = process.env): Promise<boolean> => {
  try {
    await fetch(`${apiUrl(env)}/api${API_OWN_PATHS.liveness}`, { signal: AbortSignal.timeout(3000) });
    return true;
  } catch (error) {
    // fetch's TypeError: nothing listens there. A timeout: something holds the port; assume an API.
    return !(error instanceof TypeError);
  }
};

const main = async (args: readonly string[], env: NodeJS.ProcessEnv): Promise<string> => {
  const command = parseFeedCommand(args);
  const target = databaseTargetFromEnv(env);
  if ('pgliteDataDir' in target && (await apiAnswers(env))) {
    throw new Error(
      `an API is running at ${apiUrl(env)}, and with PGlite (no DATABASE_URL) only one process may open ` +
        `${target.pgliteDataDir ?? 'the data directory'}: stop the API, run this command again, then start the ` +
        'API (with DATABASE_URL, the command works while APIs run)',
    );
  }
  const db = await prepareDatabase(target);
  try {
    return await runFeedCommand(db, command, { baseUrl: feedBaseUrl(env), now: new Date() });
  } finally {
    await db.close();
  }
};

if (require.main === module) {
  main(process.argv.slice(2), process.env).then(
    (output) => process.stdout.write(`${output}\n`),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(error instanceof UsageError ? 2 : 1);
    },
  );
}
