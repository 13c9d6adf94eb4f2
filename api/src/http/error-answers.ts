// Every refusal and failure of a request as an answer: a DomainError (domain/errors.ts) becomes the status of its
// code and an ApiErrorBody in the request's language; an unreachable database a 503 with Retry-After; a value the
// database cannot take a 400; Fastify's own errors (413, 415, 404 ...) their status. The one place that knows
// statuses: the domain never names one.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '@checkout/shared/contract';
import { messageParts } from '@checkout/shared/schemas';
import { isDatabaseUnavailable, isPostgresError, isTransientConflict, type Queryable } from '../db/database';
import { DomainError, type RefusalCode } from '../domain/errors';
import { textsFor } from '../i18n/texts';
import { codeTexts, requestCulture, translateKeys } from './translate';
import { noteRefusal } from './request-metrics';

/** Retry-After of a 503 while the database is unreachable. */
export const RETRY_AFTER_SECONDS = 5;

/** The HTTP status of each refusal. */
export const STATUS_OF: Record<RefusalCode, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  slot_taken: 409,
  hold_expired: 409,
  change_closed: 409,
  link_expired: 410,
  idempotency_conflict: 422,
  rate_limited: 429,
  checkout_offline: 503,
};

const statusCode = (error: FastifyError): number =>
  typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600
    ? error.statusCode
    : 500;

/** A refusal's answer: its code's status, its message and fields translated (values filled in). */
const refusal = async (db: Queryable, error: DomainError, request: FastifyRequest, reply: FastifyReply) => {
  const culture = error.culture ?? requestCulture(request);
  const fields = Object.entries(error.fields ?? {}).map(
    ([f, message]) => [f, messageParts(message)] as const,
  );
  const keys = [error.messageKey, ...fields.map(([, { key }]) => key)];
  // A refusal for too many requests asks the database nothing: the flood it answers must not reach it.
  const texts =
    error.code === 'rate_limited' ? codeTexts(culture, keys) : await translateKeys(db, culture, keys);
  const body: ApiErrorBody = {
    error: error.code,
    message: texts[error.messageKey] ?? error.messageKey,
  };
  if (error.values) body.message = textsFor(culture).fill(body.message, error.values);
  if (error.fields) {
    body.fields = Object.fromEntries(
      fields.map(([f, { key, values }]) => [f, textsFor(culture).fill(texts[key] ?? key, values)]),
    );
  }
  if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
  return reply.status(STATUS_OF[error.code]).send(body);
};

/** The app's error handler over its database (for the translated texts). */
export const errorAnswers =
  (db: Queryable) =>
  async (error: FastifyError | DomainError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof DomainError) {
      noteRefusal(request, error.code);
      return refusal(db, error, request, reply);
    }
    if (isDatabaseUnavailable(error) || isTransientConflict(error)) {
      // An outage, not a failure: the client may retry after a pause, and nothing was written.
      request.log.warn({ err: error }, 'database unavailable');
      const texts = codeTexts(requestCulture(request), ['api.offline']);
      const body: ApiErrorBody = { error: 'internal', message: texts['api.offline'] ?? 'Unavailable' };
      return reply.status(503).header('Retry-After', String(RETRY_AFTER_SECONDS)).send(body);
    }
    if (isPostgresError(error) && error.code.startsWith('22')) {
      // Data exception (class 22): a value the database cannot take is the client's, answered 400.
      const texts = await translateKeys(db, requestCulture(request), [
        'api.invalidRequest',
        'validation.invalid',
      ]);
      const body: ApiErrorBody = {
        error: 'validation',
        message: texts['api.invalidRequest'] ?? 'Invalid request',
        fields: { body: texts['validation.invalid'] ?? 'invalid' },
      };
      return reply.status(400).send(body);
    }
    const status = statusCode(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const code: ApiErrorBody['error'] =
      status === 413
        ? 'payload_too_large'
        : status === 415
          ? 'unsupported_media_type'
          : status === 404
            ? 'not_found'
            : status < 500
              ? 'validation'
              : 'internal';
    const body: ApiErrorBody = { error: code, message: status < 500 ? error.message : 'Internal error' };
    if (code === 'validation') body.fields = { body: error.message };
    return reply.status(status).send(body);
  };
