// What every staff route reads of its request (issue 34): the id of its path and the Idempotency-Key of a change;
// and the one registration of a change (staffChange), whose meaning is the domain's.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as yup from 'yup';
import { IDEMPOTENCY_HEADER, type StaffMember } from '@checkout/shared/contract';
import type { Clock } from '@checkout/shared/dates';
import { VALIDATION_MESSAGES, WIRE_VALIDATE_OPTIONS } from '@checkout/shared/schemas';
import type { Database } from '../db/database';
import { validationError } from '../domain/errors';
import type { RouteDoc } from './openapi';
import { idempotencyKeySchema } from './query-schemas';
import { sessionOf } from './staff-session';
import { validateObject } from './validate';

/** A consultation's or an advisor's id in the path. */
export const idParams = yup.object({ id: yup.string().defined().max(100) });

/** The path of a change of an advisor's item: the advisor's id and the item's (`absenceId`, `exceptionId`). */
export const idParamsWith = (name: string) => idParams.shape({ [name]: yup.string().defined().max(100) });

/** The id of the path (its shape is the query's to judge: an unknown one is a 404). */
export const idOf = (params: unknown): string => {
  const id = (params as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' ? id : '';
};

/** Every staff change names its Idempotency-Key: a 400 naming the header without one. */
export const IDEMPOTENCY = {
  'idempotency-key': {
    schema: idempotencyKeySchema,
    description: 'Required: one key per change; a retry with the same key and body answers the first outcome',
  },
};

export const idempotencyKeyOf = (request: FastifyRequest): string => {
  const header = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (typeof header !== 'string' || !idempotencyKeySchema.isValidSync(header, WIRE_VALIDATE_OPTIONS)) {
    // In the request's language (the page's), not the account's: error-answers.ts answers in requestCulture.
    throw validationError({ [IDEMPOTENCY_HEADER]: VALIDATION_MESSAGES.required });
  }
  return header;
};

/** A change's input: its body validated by `schema` (a 400 naming each bad field). */
export const bodyOf =
  <T>(schema: yup.Schema<T>) =>
  (request: FastifyRequest): Promise<T> =>
    validateObject(schema, request.body, 'body');

/** A change's input: a second id of its path, by name (its shape is the query's to judge, as idOf's). */
export const pathIdOf =
  (name: string) =>
  (request: FastifyRequest): string => {
    const id = (request.params as Record<string, unknown> | undefined)?.[name];
    return typeof id === 'string' ? id : '';
  };

/** Where a staff change is served and what it answers: 200 with the domain's answer, 201 with it, 204 without. */
export interface StaffChangeRoute {
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  doc: RouteDoc;
  status?: 201 | 204;
}

/** A change as the domain makes it: the member's, of the path's id, with its input and Idempotency-Key, at `now`. */
export type StaffChangeRun<I, A> = (
  db: Database,
  member: StaffMember,
  id: string,
  input: I,
  idempotencyKey: string,
  now: Date,
) => Promise<A>;

/**
 * The one registration of a staff change: the session's member, its input (`bodyOf`, `pathIdOf`), the id of the
 * path and the Idempotency-Key (a 400 naming the header without one), read in that order; `run` makes the change
 * (idempotent and audited in the domain) and its answer is sent with the route's status.
 */
export const staffChanges =
  (staff: FastifyInstance, context: { db: Database; clock: Clock }) =>
  <I, A>(
    route: StaffChangeRoute,
    inputOf: (request: FastifyRequest) => I | Promise<I>,
    run: StaffChangeRun<I, A>,
  ): void => {
    staff.route({
      method: route.method,
      url: route.url,
      config: { doc: route.doc },
      handler: async (request, reply) => {
        const { staff: member } = sessionOf(request);
        const input = await inputOf(request);
        const id = idOf(request.params);
        const answer = await run(
          context.db,
          member,
          id,
          input,
          idempotencyKeyOf(request),
          context.clock.now(),
        );
        if (route.status === 204) return reply.status(204).send();
        if (route.status) reply.status(route.status);
        return answer;
      },
    });
  };
