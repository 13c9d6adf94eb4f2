// What every staff route reads of its request (issue 34): the id of its path and the Idempotency-Key of a change.
import type { FastifyRequest } from 'fastify';
import * as yup from 'yup';
import { IDEMPOTENCY_HEADER } from '@checkout/shared/contract';
import { VALIDATION_MESSAGES, WIRE_VALIDATE_OPTIONS } from '@checkout/shared/schemas';
import { validationError } from '../domain/errors';
import { idempotencyKeySchema } from './query-schemas';

/** A consultation's or an advisor's id in the path. */
export const idParams = yup.object({ id: yup.string().defined().max(100) });

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
    throw validationError(
      { [IDEMPOTENCY_HEADER]: VALIDATION_MESSAGES.required },
      request.staffSession?.staff.culture,
    );
  }
  return header;
};
