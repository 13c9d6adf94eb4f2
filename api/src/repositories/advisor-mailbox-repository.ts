// Where an advisor's own mails go (issue 47): the address and language of their active staff account. An advisor
// without one (or deactivated) gets none; the branch's mailbox is told in any case.
import type { Culture } from '@checkout/shared/contract';
import type { Queryable } from '../db/database';

export interface AdvisorMailbox {
  email: string;
  culture: Culture;
}

/** The active account of an advisor (the earliest, should there be several); undefined when there is none. */
export const advisorMailbox = async (db: Queryable, advisorId: string): Promise<AdvisorMailbox | undefined> =>
  (
    await db.query<AdvisorMailbox>(
      `select email, culture from staff
        where role = 'advisor' and advisor_id = $1 and deactivated_at is null
        order by created_at, id limit 1`,
      [advisorId],
    )
  )[0];
