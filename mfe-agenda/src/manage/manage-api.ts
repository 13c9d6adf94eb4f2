// The manage page's calls (issue 20). Only this page makes them, so they live with it rather than in the
// kernel's ApiClient, which every screen (step 1 included) loads: same base URL, same error bodies (ApiError).
import {
  API_PATHS,
  ApiError,
  IDEMPOTENCY_HEADER,
  toApiErrorBody,
  type CancelBookingRequest,
  type Culture,
  type ManagedBooking,
  type MoveBookingRequest,
} from '@checkout/shared';

export interface ManageApi {
  /** The booking of a manage token (changes nothing). */
  show(token: string, culture: Culture): Promise<ManagedBooking>;
  /** Cancels the booking (idempotent). */
  cancel(token: string, request: CancelBookingRequest): Promise<ManagedBooking>;
  /** Moves the booking to another hour; one key per attempt. */
  move(token: string, request: MoveBookingRequest, idempotencyKey: string): Promise<ManagedBooking>;
}

export function createManageApi(
  apiBaseUrl: string,
  doFetch: typeof fetch = (...args) => fetch(...args),
): ManageApi {
  const base = `${apiBaseUrl.replace(/\/+$/, '')}${API_PATHS.manage}/`;
  const send = async (path: string, init: RequestInit = {}): Promise<ManagedBooking> => {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        ...init,
        headers: { Accept: 'application/json', ...(init.headers as Record<string, string> | undefined) },
      });
    } catch (error) {
      throw new ApiError(0, {
        error: 'internal',
        message: error instanceof Error ? error.message : String(error),
      });
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw new ApiError(response.status, toApiErrorBody(body, response.status));
    return body as ManagedBooking;
  };
  const post = (path: string, body: object, headers: Record<string, string> = {}) =>
    send(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  return {
    show: (token, culture) =>
      send(`${encodeURIComponent(token)}?${new URLSearchParams({ culture }).toString()}`),
    cancel: (token, request) => post(`${encodeURIComponent(token)}/cancel`, request),
    move: (token, request, key) =>
      post(`${encodeURIComponent(token)}/move`, request, { [IDEMPOTENCY_HEADER]: key }),
  };
}
