// The proof-of-work solver's worker (issue 32): solves one challenge with altcha-lib's own solver, off the main
// thread, and answers the number found (null when none: the challenge was not ALTCHA's).
import { solveChallenge } from 'altcha-lib/v1';
import type { ProofChallenge } from '../contract';

/** The worker's global scope, as far as this worker uses it (the DOM typings describe a window). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ProofChallenge>) => void) | null;
  postMessage(message: number | null): void;
};

scope.onmessage = (event) => {
  const { challenge, salt, algorithm, maxnumber } = event.data;
  void solveChallenge(challenge, salt, algorithm, maxnumber).promise.then(
    (solution) => scope.postMessage(solution ? solution.number : null),
    () => scope.postMessage(null),
  );
};
