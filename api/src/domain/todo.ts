// What still needs the branch (issue 46): the open custom-date requests and the upcoming consultations that collide
// with their advisor's time off, working hours or another consultation, within the member's scope. Read from the
// database each time, so a to-do is gone the moment it is settled (answered, reassigned, moved or cancelled) and
// outlives every screen that showed it.
import type { StaffMember, StaffTodo } from '@checkout/shared/contract';
import type { Queryable } from '../db/database';
import { attentionConsultations, openRequests } from '../repositories/attention-repository';
import { consultationRow, scopeOf } from './consultations';

/** Rows of each list at most; `counts` says how many there are in all. */
export const TODO_ROWS = 200;

export const staffTodo = async (db: Queryable, member: StaffMember, now: Date): Promise<StaffTodo> => {
  const scope = scopeOf(member);
  const [requests, collisions] = await Promise.all([
    // An advisor answers no request (a branch lead's or the back office's to do): none in their scope anyway.
    openRequests(db, scope, TODO_ROWS),
    attentionConsultations(db, scope, now, TODO_ROWS),
  ]);
  return {
    requests: requests.items.map((record) => consultationRow(record, member.culture)),
    collisions: collisions.items.map((record) => consultationRow(record, member.culture)),
    counts: { requests: requests.total, collisions: collisions.total },
  };
};
