/**
 * @jest-environment node
 */
// The browser's solver of the proof of work (issue 32), on a real ALTCHA challenge: where no worker can start (as
// here), it solves on the page with the same library, and its answer is what the API's verification accepts.
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { ProofChallenge } from '../contract';
import { solveProof } from './proof-solver';

it("answers a payload that altcha-lib's verification accepts", async () => {
  const hmacKey = 'a test key';
  const issued = await createChallenge({ algorithm: 'SHA-256', hmacKey, maxNumber: 2_000 });
  const challenge: ProofChallenge = {
    algorithm: 'SHA-256',
    challenge: issued.challenge,
    maxnumber: issued.maxnumber ?? 2_000,
    salt: issued.salt,
    signature: issued.signature,
  };
  const payload = await solveProof(challenge);
  expect(await verifySolution(payload, hmacKey, false)).toBe(true);
  await expect(solveProof({ ...challenge, challenge: '0'.repeat(64), maxnumber: 5 })).rejects.toThrow(
    'no solution',
  );
});
