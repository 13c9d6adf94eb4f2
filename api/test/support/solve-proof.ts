// Solves a proof-of-work challenge (issue 32) as the browser's worker does (altcha-lib's scheme: the n with
// SHA-256(salt + n) = challenge), with Node's hash: the value of a hold's X-Checkout-Proof header. For the tests and
// the bench, which play browsers.
import { createHash } from 'node:crypto';
import type { ProofChallenge } from '@checkout/shared/contract';

export const solveProof = (challenge: ProofChallenge): string => {
  for (let n = 0; n <= challenge.maxnumber; n += 1) {
    if (createHash('sha256').update(`${challenge.salt}${n}`).digest('hex') === challenge.challenge) {
      const { algorithm, salt, signature } = challenge;
      const payload = { algorithm, challenge: challenge.challenge, number: n, salt, signature };
      return Buffer.from(JSON.stringify(payload)).toString('base64');
    }
  }
  throw new Error('the challenge has no solution');
};
