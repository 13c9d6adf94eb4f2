// What a client of the booking API is built with (the ApiClient's options, and the part the fetch wrapper needs).
import type { ProofChallenge } from '../contract';

export interface ApiClientOptions {
  /** Base URL ending in /api, e.g. http://localhost:4000/api. */
  baseUrl: string;
  /** Injected for tests; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Factors endpoint of the matching service; defaults to the API's own. */
  factorsUrl?: string;
  /**
   * Issue 32: solves a session's proof of work, answering the value of the X-Checkout-Proof header. Default: in a
   * worker (proof-solver.ts, loaded only when the API asks for a proof).
   */
  solveProof?: (challenge: ProofChallenge) => Promise<string>;
}

/** What the fetch wrapper (http.ts) needs of the client's options. */
export type HttpOptions = Pick<ApiClientOptions, 'baseUrl' | 'fetch'>;
