// Calendar subscriptions (issue 20): GET /calendar/<token>.ics answers an advisor's or a branch office's
// appointments as an iCalendar feed. The token in the path is the only key (calendar programs send no headers of
// ours): unknown, malformed and revoked tokens alike are 404, and the logs show only its first characters.
import * as yup from 'yup';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, DEFAULT_CULTURE } from '@checkout/shared/contract';
import { ICS_MEDIA_TYPE } from '@checkout/shared/calendar';
import { WIRE_VALIDATE_OPTIONS } from '@checkout/shared/schemas';
import { formatIsoDate, zurichToday } from '@checkout/shared/dates';
import type { AppContext } from '../app-context';
import { notFound } from '../domain/errors';
import type { RouteDoc } from '../http/openapi';
import { buildFeedIcs, FEED_PAST_DAYS } from '../domain/calendar-feed';
import {
  FEED_TOKEN_PATTERN,
  feedAppointments,
  findFeedSubject,
  findLiveFeed,
  hashFeedToken,
} from '../repositories/feed-repository';

/** Calendars fetch the feed again after this long at the earliest (and no shared cache keeps it). */
export const FEED_CACHE_CONTROL = 'private, max-age=300';

/** The path parameter: the feed's token, 43 characters of base64url. */
export const calendarFeedParamsSchema = yup.object({
  token: yup
    .string()
    .required()
    .matches(FEED_TOKEN_PATTERN)
    .meta({
      jsonSchema: {
        description:
          'The secret token of the feed (43 characters, base64url), as `calendar:feeds` printed it',
      },
    }),
});

const FEED_PATH_PREFIX = `/api${API_PATHS.calendarFeed}/`;

/** Paths that carry a secret token right after their prefix: calendar feeds and manage pages (issue 20). */
const SECRET_PATH_PREFIXES = [FEED_PATH_PREFIX, `/api${API_PATHS.manage}/`];

/**
 * A request URL as the logs may show it: its path only (a query names the session a day or agenda is asked for,
 * issue 32), and a calendar feed's or manage page's token cut to its first four characters (enough to tell them
 * apart, far too little to open one).
 */
export const redactFeedUrl = (url: string): string => {
  const query = url.indexOf('?');
  const path = query === -1 ? url : `${url.slice(0, query)}?…`;
  const prefix = SECRET_PATH_PREFIXES.find((p) => path.startsWith(p));
  return prefix ? `${prefix}${path.slice(prefix.length, prefix.length + 4)}…[redacted]` : path;
};

export const registerCalendarRoutes = (
  api: FastifyInstance,
  { db, clock, meetingBaseUrl, retailer }: AppContext,
): void => {
  const doc: RouteDoc = {
    operationId: 'getCalendarFeed',
    tag: 'advisors',
    access: 'pathToken',
    summary: "An advisor's or a branch office's appointments as a calendar subscription (iCalendar)",
    description:
      'One VEVENT per slot booking of the advisor or branch office the token names, from 30 days back on, with ' +
      "the traveller's contact and travel wishes; cancelled appointments stay, with STATUS:CANCELLED, until their " +
      'day is past. UID and SEQUENCE are those of the booking e-mails. Unknown or revoked tokens are 404.',
    params: calendarFeedParamsSchema,
    responses: {
      200: { media: 'text/calendar', description: 'The iCalendar feed (RFC 5545), UTF-8, times in UTC' },
      404: 'ApiErrorBody',
    },
  };
  api.get(`${API_PATHS.calendarFeed}/:token.ics`, { config: { doc } }, async (request, reply) => {
    const params = request.params;
    const feed = calendarFeedParamsSchema.isValidSync(params, WIRE_VALIDATE_OPTIONS)
      ? await findLiveFeed(db, hashFeedToken(params.token))
      : undefined;
    const subject = feed ? await findFeedSubject(db, feed.scope, feed.subjectId) : undefined;
    if (!feed || !subject) throw notFound(DEFAULT_CULTURE);
    const now = clock.now();
    const appointments = await feedAppointments(
      db,
      feed.scope,
      feed.subjectId,
      new Date(now.getTime() - FEED_PAST_DAYS * 24 * 60 * 60_000),
      formatIsoDate(zurichToday(clock)),
    );
    return reply
      .type(ICS_MEDIA_TYPE)
      .header('Cache-Control', FEED_CACHE_CONTROL)
      .header('Referrer-Policy', 'no-referrer')
      .send(buildFeedIcs(subject, appointments, { now, meetingBaseUrl, retailer }));
  });
};
