// A member's own passkeys (issue 47, item 4): listed, named and removed by their member only (another's: 404).
// Removing the last one is allowed: a member can always sign in by link.
import type { StaffMember, StaffPasskey, StaffPasskeyRenameRequest } from '@checkout/shared/contract';
import type { Database, Queryable } from '../db/database';
import { deletePasskey, ownPasskeysOf, renamePasskey } from '../repositories/passkey-repository';
import { notFound } from './errors';
import { once } from './staff-change';

export const ownPasskeys = (db: Queryable, member: StaffMember): Promise<StaffPasskey[]> =>
  ownPasskeysOf(db, member.id);

export const renameOwnPasskey = (
  db: Database,
  member: StaffMember,
  id: string,
  request: StaffPasskeyRenameRequest,
  key: string,
  now: Date,
): Promise<StaffPasskey> =>
  once(db, member, key, { id, request }, now, async (tx) => {
    const renamed = await renamePasskey(tx, member.id, id, request.name.trim());
    if (!renamed) throw notFound(member.culture);
    return renamed;
  });

export const removeOwnPasskey = (
  db: Database,
  member: StaffMember,
  id: string,
  _input: unknown,
  key: string,
  now: Date,
): Promise<null> =>
  once(db, member, key, { id, remove: true }, now, async (tx) => {
    if (!(await deletePasskey(tx, member.id, id))) throw notFound(member.culture);
    return null;
  });
