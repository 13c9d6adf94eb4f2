// A keyring (issue 32): the current key signs, a retired key is still accepted for its overlap, and every token
// names its key by id. Pure: where the keys come from is secrets.ts.

export const SECRET_NAMES = ['manageLink', 'checkoutSession', 'clientAddress', 'staffLink'] as const;
export type SecretName = (typeof SECRET_NAMES)[number];

/** The id of the secret versions before issue 32 kept in the database: tokens without a key id were made with it. */
export const LEGACY_KEY_ID = '0';

export interface Key {
  /** Six lowercase letters and digits, carried in every token made with the key ('0': the database's old one). */
  id: string;
  secret: string;
  /** When it stopped signing; absent for the current key. Accepted until then plus the overlap. */
  retiredAt?: string;
}

export interface Keyring {
  readonly name: SecretName;
  /** The key that signs now. */
  readonly current: Key;
  /** The key of `id` if it is accepted at `now` (the current one, or a retired one within its overlap). */
  accepted(id: string, now: Date): Key | undefined;
}

export type Keyrings = Record<SecretName, Keyring>;

/** A keyring over a list of keys, the current one first. */
export const keyringOf = (name: SecretName, keys: readonly Key[], overlapMs: number): Keyring => {
  const [current, ...retired] = keys;
  if (!current || current.retiredAt) throw new Error(`the ${name} keyring has no current key`);
  return {
    name,
    current,
    accepted(id, now) {
      if (id === current.id) return current;
      const key = retired.find((k) => k.id === id);
      if (!key) return undefined;
      const until = key.retiredAt ? Date.parse(key.retiredAt) + overlapMs : Number.POSITIVE_INFINITY;
      return now.getTime() < until ? key : undefined;
    },
  };
};
