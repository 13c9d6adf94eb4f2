// Solves a session's proof of work (issue 32) the way a browser should: in a worker, so that the traveller's page
// never waits for it; where no worker can start (an old browser, a strict policy), with the same solver on the
// page (its hashes are asynchronous: the page stays responsive). Part of the session calls (session-calls.ts).
import { solveChallenge } from 'altcha-lib/v1';
import type { ProofChallenge } from '../contract';

/** The header value of a solution: ALTCHA's payload as base64 of its JSON. */
export const proofPayload = (challenge: ProofChallenge, number: number): string => {
  const { algorithm, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }));
};

const inWorker = (challenge: ProofChallenge): Promise<number | null> =>
  new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./proof.worker.ts', import.meta.url), { name: 'proof-of-work' });
    const done = () => worker.terminate();
    worker.onmessage = (event: MessageEvent<number | null>) => {
      done();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      done();
      event.preventDefault();
      reject(new Error(event.message || 'the proof-of-work worker failed'));
    };
    worker.postMessage(challenge);
  });

const onPage = async (challenge: ProofChallenge): Promise<number | null> => {
  const { challenge: target, salt, algorithm, maxnumber } = challenge;
  const solution = await solveChallenge(target, salt, algorithm, maxnumber).promise;
  return solution ? solution.number : null;
};

/** The X-Checkout-Proof value for `challenge`; rejects when it has no solution. */
export async function solveProof(challenge: ProofChallenge): Promise<string> {
  let number: number | null;
  try {
    number = typeof Worker === 'function' ? await inWorker(challenge) : await onPage(challenge);
  } catch {
    number = await onPage(challenge);
  }
  if (number === null) throw new Error('the proof-of-work challenge has no solution');
  return proofPayload(challenge, number);
}
