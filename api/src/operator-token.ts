// The operator routes always need a token. OPERATOR_TOKEN sets it; without it the API makes a random one at start
// and writes it to OPERATOR_TOKEN_FILE (mode 600), where `checkout:offline` on the same machine reads it: the
// switch is never open to whoever reaches the port, and a development machine needs no configuration.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** OPERATOR_TOKEN, or a new token written to `file` for this run. */
export const operatorTokenFor = (configured: string | undefined, file: string): string => {
  if (configured) return configured;
  const token = randomBytes(24).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return token;
};

/** The token a client on this machine sends: OPERATOR_TOKEN, else what the running API wrote to `file`. */
export const readOperatorToken = (configured: string | undefined, file: string): string | undefined =>
  configured || (existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined);
