// The manage page's calls (issue 20): a booking by its manage token, its cancellation and its move, on the
// checkout's one fetch wrapper (createHttp in http.ts). An entry point of its own (@checkout/shared/manage), so no step of the
// booking carries it; the manage page builds one from the runtime config's API address.
import {
  API_PATHS,
  IDEMPOTENCY_HEADER,
  type CancelBookingRequest,
  type Culture,
  type ManagedBooking,
  type MoveBookingRequest,
} from '../contract';
import type { HttpOptions } from './client-options';
import { createHttp } from './http';
import { jsonCalls } from './json-call';

export interface ManageClient {
  /** The booking of a manage token, GET /manage/:token (changes nothing). */
  managedBooking(token: string, culture: Culture): Promise<ManagedBooking>;
  /** Cancels the booking of a manage token, POST /manage/:token/cancel (idempotent). */
  cancelBooking(token: string, request: CancelBookingRequest): Promise<ManagedBooking>;
  /** Moves it to another hour, POST /manage/:token/move; one Idempotency-Key per attempt. */
  moveBooking(token: string, request: MoveBookingRequest, idempotencyKey: string): Promise<ManagedBooking>;
}

export type { HttpOptions as ManageClientOptions };

export function createManageClient(options: HttpOptions): ManageClient {
  const http = createHttp(options);
  const { send, url } = http;
  const json = jsonCalls(http);
  /** A manage call's path ('' or '/cancel' after the token): the token is a path segment, so encoded as one. */
  const managePath = (token: string, action = ''): string =>
    `${API_PATHS.manage}/${encodeURIComponent(token)}${action}`;
  return {
    managedBooking: (token, culture) => send<ManagedBooking>(url(managePath(token), { culture })),
    cancelBooking: (token, request) => json<ManagedBooking>('POST', managePath(token, '/cancel'), request),
    moveBooking: (token, request, idempotencyKey) =>
      json<ManagedBooking>('POST', managePath(token, '/move'), request, {
        [IDEMPOTENCY_HEADER]: idempotencyKey,
      }),
  };
}
