// Rotates a key of the secrets file: `npm run -w api secrets:rotate -- manageLink|checkoutSession|clientAddress|staffLink`.
// The new key signs from the next start of each process (or the first token of it another process sees); the
// previous one is accepted for its overlap (secrets.ts DEFAULT_OVERLAP_MS), then dropped at the next rotation.
// A secret the environment gives is rotated there instead: see api/README.md, 'Secrets'.
import { secretsFileFromEnv } from '../config';
import { DEFAULT_OVERLAP_MS, rotateSecret, SECRET_ENV, SECRET_NAMES, type SecretName } from '../secrets';

const name = process.argv[2] as SecretName | undefined;
if (!name || !SECRET_NAMES.includes(name)) {
  console.error(`usage: npm run -w api secrets:rotate -- ${SECRET_NAMES.join('|')}`);
  process.exit(2);
}
if (process.env[SECRET_ENV[name]]) {
  console.error(
    `${SECRET_ENV[name]} is set: rotate it in the environment (the new key as ${SECRET_ENV[name]}, the old one as ` +
      `${SECRET_ENV[name]}_PREVIOUS with ${SECRET_ENV[name]}_PREVIOUS_UNTIL), not in the file.`,
  );
  process.exit(1);
}
const file = secretsFileFromEnv();
const id = rotateSecret(file, name, new Date());
const overlapMs = DEFAULT_OVERLAP_MS[name];
const overlap =
  overlapMs < 86_400_000
    ? `${Math.round((overlapMs / 3_600_000) * 10) / 10} more hours`
    : `${Math.round((overlapMs / 86_400_000) * 10) / 10} more days`;
const previous =
  name === 'clientAddress'
    ? 'every limit and cap counts afresh from now (the client key names clients, it signs nothing)'
    : `the previous key is accepted for ${overlap}`;
console.log(
  `${name}: key ${id} signs from now on (${file}); ${previous}. Restart the API processes that read this file.`,
);
