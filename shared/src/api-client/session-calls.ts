// The calls of a checkout session (issue 17, issue 32): the API vouches for the session (POST /checkout/session) and
// takes its hold, release and reservation only with that token; the session's first hold carries its proof of work,
// solved in the background from the moment the challenge came. Loaded by the ApiClient when first needed.
import {
  API_PATHS,
  CHECKOUT_SESSION_HEADER,
  CHECKOUT_SESSION_PATH,
  IDEMPOTENCY_HEADER,
  PROOF_HEADER,
  type CheckoutSessionRequest,
  type CheckoutSessionResponse,
  type Culture,
  type HoldRequest,
  type HoldResponse,
  type ProofChallenge,
  type ReleaseHoldRequest,
  type ReserveRequest,
  type ReserveResponse,
} from '../contract';
import type { ApiClient } from '../federation/api-client';
import { isApiError } from './api-error';
import type { Http } from './http';
import { jsonCalls } from './json-call';
import { solveProof as solveInWorker } from './proof-solver';

export type SessionCalls = Pick<ApiClient, 'hold' | 'releaseHold' | 'reserve'> &
  Required<Pick<ApiClient, 'prepareSession'>>;

export function createSessionCalls(
  http: Http,
  solveProof: (challenge: ProofChallenge) => Promise<string> = solveInWorker,
): SessionCalls {
  const json = jsonCalls(http);
  /**
   * What the API gave for checkout sessions (POST /checkout/session), by session id: the token, and while the
   * session has not proved its work, the solution of its challenge (being solved from the moment it came).
   */
  const vouched = new Map<string, { token: string; expiresAt: number; proof?: Promise<string> }>();

  /** The session's token: the one kept while it has a minute left, else a new one (with a new challenge). */
  const sessionToken = async (sessionId: string, renew: boolean, culture?: Culture): Promise<string> => {
    const kept = vouched.get(sessionId);
    if (!renew && kept && kept.expiresAt - Date.now() > 60_000) return kept.token;
    const request: CheckoutSessionRequest = culture ? { sessionId, culture } : { sessionId };
    const issued = await json<CheckoutSessionResponse>('POST', CHECKOUT_SESSION_PATH, request);
    const proof = issued.proof && solveProof(issued.proof);
    // Awaited by the hold; a failure meets the hold as a missing proof (and a new challenge), never as unhandled.
    proof?.catch(() => undefined);
    vouched.set(sessionId, { token: issued.token, expiresAt: Date.parse(issued.expiresAt), proof });
    return issued.token;
  };

  /**
   * A call the API takes only from a session it vouched for: sent with the session's token; a token the API
   * refuses (lapsed, or signed before a change of its secret) is renewed once.
   */
  const withSession = async <T>(
    { sessionId, culture }: { sessionId: string; culture?: Culture | undefined },
    call: (headers: Record<string, string>) => Promise<T>,
  ) => {
    try {
      return await call({ [CHECKOUT_SESSION_HEADER]: await sessionToken(sessionId, false, culture) });
    } catch (error) {
      const refused =
        isApiError(error) && error.status === 400 && CHECKOUT_SESSION_HEADER in (error.body.fields ?? {});
      if (!refused) throw error;
      return call({ [CHECKOUT_SESSION_HEADER]: await sessionToken(sessionId, true, culture) });
    }
  };

  /** The proof header of the session's pending solution (sent once), or none. */
  const proofHeader = async (sessionId: string): Promise<Record<string, string>> => {
    const entry = vouched.get(sessionId);
    const pending = entry?.proof;
    if (!entry || !pending) return {};
    entry.proof = undefined;
    try {
      return { [PROOF_HEADER]: await pending };
    } catch {
      return {};
    }
  };

  /**
   * A hold with the session's proof of work when it has one pending. A proof the API refuses (missing, expired, or
   * spent by the session's booking) is proved once more with a new challenge.
   */
  const hold = (request: HoldRequest): Promise<HoldResponse> => {
    const send = () =>
      withSession(request, async (headers) =>
        json<HoldResponse>('POST', API_PATHS.hold, request, {
          ...headers,
          ...(await proofHeader(request.sessionId)),
        }),
      );
    return send().catch(async (error: unknown) => {
      const refused = isApiError(error) && error.status === 400 && PROOF_HEADER in (error.body.fields ?? {});
      if (!refused) throw error;
      await sessionToken(request.sessionId, true, request.culture);
      return send();
    });
  };

  return {
    hold,
    prepareSession: ({ sessionId, culture }) => {
      sessionToken(sessionId, false, culture).catch(() => undefined);
    },
    releaseHold: (request: ReleaseHoldRequest) =>
      withSession(request, (headers) => json<void>('DELETE', API_PATHS.hold, request, headers)),
    reserve: (request: ReserveRequest, idempotencyKey: string) =>
      withSession({ sessionId: request.checkoutSessionId, culture: request.culture }, (headers) =>
        json<ReserveResponse>('POST', API_PATHS.reserve, request, {
          ...headers,
          [IDEMPOTENCY_HEADER]: idempotencyKey,
        }),
      ),
  };
}
