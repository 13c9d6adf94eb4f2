// The API's secrets (issue 32), never in the database: a backup, a replica or a support console must open no
// booking. Each is a keyring: the current key signs, and a retired key is still accepted for a set time (its
// overlap) so that rotating it breaks no link or session in use. Tokens carry their key's id.
//
// Where they come from, per secret: the environment (MANAGE_LINK_SECRET, CHECKOUT_SESSION_SECRET,
// CLIENT_ADDRESS_SECRET, STAFF_LINK_SECRET for the back office's sign-in links (issue 34), as `<id>:<secret>` with
// an id of six lowercase letters or digits, or a bare secret;
// during a rotation the previous one as <NAME>_PREVIOUS with <NAME>_PREVIOUS_UNTIL), else the private file
// SECRETS_FILE (<repo>/.data/secrets.json, mode 600), made with fresh keys on first start like the operator token.
// `npm run -w api secrets:rotate` rotates a file's keys; every process of a deployment must read the same file (or
// the same environment).
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  writeFileSync,
} from 'node:fs';
import { dirname } from 'node:path';
import type { Queryable } from './db/database';
import { SESSION_TOKEN_HOURS } from './domain/checkout-session';
import { forgetLegacySecrets, legacySecretsOf } from './repositories/settings-repository';
import {
  keyringOf as keyringWithOverlap,
  LEGACY_KEY_ID,
  SECRET_NAMES,
  type Key,
  type Keyring,
  type Keyrings,
  type SecretName,
} from './keyring';

export { LEGACY_KEY_ID, SECRET_NAMES, type Key, type Keyring, type Keyrings, type SecretName };

/** A keyring of `keys` with the secret's overlap. */
export const keyringOf = (
  name: SecretName,
  keys: readonly Key[],
  overlapMs = DEFAULT_OVERLAP_MS[name],
): Keyring => keyringWithOverlap(name, keys, overlapMs);

const DAY_MS = 24 * 3_600_000;

/**
 * How long a retired key is still accepted: as long as a token made with it may be in use. A manage link lives
 * as long as its booking's e-mails; a session token SESSION_TOKEN_HOURS. The client key signs no token: it only
 * names clients, always with the current key, so a rotation starts every limit and cap afresh (none is older
 * than a day) and a retired client key is never asked for.
 */
export const DEFAULT_OVERLAP_MS: Record<SecretName, number> = {
  manageLink: 180 * DAY_MS,
  checkoutSession: SESSION_TOKEN_HOURS * 3_600_000,
  clientAddress: 0,
  // Issue 34: a staff sign-in link lives 10 minutes; an hour covers a mail that waited in a queue.
  staffLink: 3_600_000,
};

export const SECRET_ENV: Record<SecretName, string> = {
  manageLink: 'MANAGE_LINK_SECRET',
  checkoutSession: 'CHECKOUT_SESSION_SECRET',
  clientAddress: 'CLIENT_ADDRESS_SECRET',
  staffLink: 'STAFF_LINK_SECRET',
};

const KEY_ID = /^[a-z0-9]{6}$/;

/** A key's id when the environment gives a bare secret: the same in every process that has the secret. */
const idOf = (secret: string): string => createHash('sha256').update(secret).digest('hex').slice(0, 6);

/** A key as the environment gives it: `<id>:<secret>`, or a bare secret (its id derived from it). */
export const parseKey = (value: string, variable: string): Key => {
  const match = /^([a-z0-9]{6}):(.+)$/.exec(value);
  const key =
    match?.[1] && match[2] ? { id: match[1], secret: match[2] } : { id: idOf(value), secret: value };
  if (key.secret.length < 16)
    throw new Error(`${variable} is too short to be a secret (16 characters or more)`);
  return key;
};

const newKey = (id: string = randomBytes(3).toString('hex')): Key => ({
  id,
  secret: randomBytes(32).toString('base64url'),
});

type SecretsFile = Partial<Record<SecretName, Key[]>>;

const readFile = (file: string): SecretsFile =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SecretsFile) : {};

/** Writes the file whole (mode 600), through a temporary file, so that no reader sees half of it. */
const writeFile = (file: string, content: SecretsFile): void => {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, file);
};

/** Runs `change` on the file under a lock (a directory beside it), so that two processes starting at once agree. */
export const changeSecretsFile = (file: string, change: (content: SecretsFile) => boolean): SecretsFile => {
  mkdirSync(dirname(file), { recursive: true });
  const lock = `${file}.lock`;
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A lock older than this was left by a killed process.
      if (Date.now() - started > 5_000) {
        rmdirSync(lock);
        continue;
      }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    }
  }
  try {
    const content = readFile(file);
    if (change(content)) writeFile(file, content);
    return content;
  } finally {
    rmdirSync(lock);
  }
};

/**
 * Retires the current key of `name` in the file and makes a new one current; keys retired longer ago than their
 * overlap are dropped. Answers the new key's id.
 */
export const rotateSecret = (
  file: string,
  name: SecretName,
  now: Date,
  overlapMs = DEFAULT_OVERLAP_MS[name],
): string => {
  let id = '';
  changeSecretsFile(file, (content) => {
    const keys = content[name] ?? [];
    const fresh = newKey();
    while (keys.some((k) => k.id === fresh.id)) fresh.id = randomBytes(3).toString('hex');
    id = fresh.id;
    content[name] = [
      fresh,
      ...keys
        .map((k) => ({ ...k, retiredAt: k.retiredAt ?? now.toISOString() }))
        .filter((k) => Date.parse(k.retiredAt) + overlapMs > now.getTime()),
    ];
    return true;
  });
  return id;
};

/** Adds `key` to the file's keyring of `name` as retired now (a key moved out of the database), unless it is there. */
export const keepRetiredKey = (file: string, name: SecretName, key: Key, now: Date): void => {
  changeSecretsFile(file, (content) => {
    const keys = content[name] ?? [];
    if (keys.some((k) => k.id === key.id)) return false;
    // A keyring of the file needs a current key: made now if the file had none for this secret.
    content[name] = [...(keys.length ? keys : [newKey()]), { ...key, retiredAt: now.toISOString() }];
    return true;
  });
};

export interface SecretsOptions {
  env?: NodeJS.ProcessEnv;
  /** SECRETS_FILE. */
  file: string;
}

/** A file's keyring is read again (at most this often) when a token names a key it does not know. */
export const REREAD_FILE_MS = 5_000;

/**
 * A keyring of the file that learns a rotation made by another process: a token with an unknown key id makes it
 * read the file again, and from then on it signs with the new current key. So processes restarted one by one
 * after a rotation never refuse each other's tokens.
 */
const fileKeyring = (name: SecretName, file: string, keys: Key[]): Keyring => {
  let ring = keyringOf(name, keys);
  let readAt = Date.now();
  return {
    name,
    get current() {
      return ring.current;
    },
    accepted(id, now) {
      const key = ring.accepted(id, now);
      if (key || Date.now() - readAt < REREAD_FILE_MS || !KEY_ID.test(id)) return key;
      readAt = Date.now();
      const again = readFile(file)[name];
      if (again?.length) ring = keyringOf(name, again);
      return ring.accepted(id, now);
    },
  };
};

/**
 * The keyrings of this process. A secret the environment names comes from there (with its _PREVIOUS key until
 * _PREVIOUS_UNTIL); the others from the file, made there when missing. Keys retired in the file (the database's
 * old secrets moved there) are accepted with either.
 */
export const loadKeyrings = ({ env = process.env, file }: SecretsOptions): Keyrings => {
  const fromEnv = SECRET_NAMES.filter((name) => env[SECRET_ENV[name]]);
  const content = changeSecretsFile(file, (existing) => {
    let changed = false;
    for (const name of SECRET_NAMES) {
      if (!fromEnv.includes(name) && !existing[name]?.length) {
        existing[name] = [newKey()];
        changed = true;
      }
    }
    return changed;
  });
  const keyrings = {} as Keyrings;
  for (const name of SECRET_NAMES) {
    const fileKeys = content[name] ?? [];
    if (!fromEnv.includes(name)) {
      keyrings[name] = fileKeyring(name, file, fileKeys);
      continue;
    }
    const variable = SECRET_ENV[name];
    const keys = [parseKey(env[variable]!, variable)];
    const previous = env[`${variable}_PREVIOUS`];
    if (previous) {
      const until = env[`${variable}_PREVIOUS_UNTIL`];
      if (!until || Number.isNaN(Date.parse(until))) {
        throw new Error(
          `${variable}_PREVIOUS needs ${variable}_PREVIOUS_UNTIL: the date it stops being accepted`,
        );
      }
      // Retired so that it is accepted until exactly that date.
      const retiredAt = new Date(Date.parse(until) - DEFAULT_OVERLAP_MS[name]).toISOString();
      keys.push({ ...parseKey(previous, `${variable}_PREVIOUS`), retiredAt });
    }
    // The database's old secret, moved into the file: accepted for its overlap whatever the environment says.
    keys.push(...fileKeys.filter((k) => k.id === LEGACY_KEY_ID && k.retiredAt));
    keyrings[name] = keyringOf(name, keys);
  }
  return keyrings;
};

/** Keyrings made up on the spot, one key each (tests, benchmarks). */
export const ephemeralKeyrings = (): Keyrings =>
  Object.fromEntries(SECRET_NAMES.map((name) => [name, keyringOf(name, [newKey()])])) as Keyrings;

/**
 * Moves the secrets a version before issue 32 kept in the database into the secrets file, as retired keys with
 * the id LEGACY_KEY_ID (accepted for their overlap: links and sessions made with them keep working), then deletes
 * them from the database. Safe to run by several processes at once, and again.
 */
export const moveSecretsOutOfDatabase = async (
  db: Queryable,
  file: string,
  now: Date,
): Promise<SecretName[]> => {
  const legacy = await legacySecretsOf(db);
  const moved = Object.keys(legacy) as (keyof typeof legacy)[];
  for (const name of moved) keepRetiredKey(file, name, { id: LEGACY_KEY_ID, secret: legacy[name]! }, now);
  if (moved.length) await forgetLegacySecrets(db);
  return moved;
};
