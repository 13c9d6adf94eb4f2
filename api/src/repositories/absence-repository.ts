// Advisors' absences (issue 34): stored by the back office, read wherever an hour is offered or taken. What an
// absence means for the consultations it meets stays in domain/absences.
import type { Absence } from '@checkout/shared/contract';
import type { Queryable } from '../db/database';
import type { AdvisorRange } from './slot-repository';

interface Row {
  id: string;
  advisor_id: string;
  from_date: string;
  till_date: string;
  reason: string;
}

const absenceOf = (row: Row): Absence => ({
  id: row.id,
  advisorId: row.advisor_id,
  from: row.from_date,
  till: row.till_date,
  reason: row.reason,
});

/**
 * Whether the advisor is absent during any part of a range of instants (issue 46): an absence takes its whole Zurich
 * days, from the first one's midnight to the midnight after the last.
 */
export const isAbsentDuring = async (db: Queryable, range: AdvisorRange): Promise<boolean> =>
  (
    await db.query<{ one: number }>(
      `select 1 as one from advisor_absences
       where advisor_id = $1
         and (from_date::timestamp at time zone 'Europe/Zurich') < $3
         and ((till_date + 1)::timestamp at time zone 'Europe/Zurich') > $2
       limit 1`,
      [range.advisorId, range.startsAt.toISOString(), range.endsAt.toISOString()],
    )
  ).length > 0;

/** Of the given advisors, those absent on a date. */
export const absentOn = async (
  db: Queryable,
  advisorIds: readonly string[],
  date: string,
): Promise<Set<string>> =>
  new Set(
    (
      await db.query<{ advisor_id: string }>(
        `select distinct advisor_id from advisor_absences
         where advisor_id = any($1::text[]) and $2::date between from_date and till_date`,
        [[...advisorIds], date],
      )
    ).map((r) => r.advisor_id),
  );

/** An advisor's absences that end today or later, by start. */
export const absencesOf = async (db: Queryable, advisorId: string, fromDate: string): Promise<Absence[]> =>
  (
    await db.query<Row>(
      `select id, advisor_id, from_date, till_date, reason from advisor_absences
       where advisor_id = $1 and till_date >= $2 order by from_date, id`,
      [advisorId, fromDate],
    )
  ).map(absenceOf);

export const insertAbsence = async (
  tx: Queryable,
  absence: Absence & { createdBy: string; now: Date },
): Promise<void> => {
  await tx.query(
    `insert into advisor_absences (id, advisor_id, from_date, till_date, reason, created_by, created_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      absence.id,
      absence.advisorId,
      absence.from,
      absence.till,
      absence.reason,
      absence.createdBy,
      absence.now.toISOString(),
    ],
  );
};

/** Deletes an advisor's absence; the deleted one, or undefined when the advisor has none of that id. */
export const deleteAbsence = async (
  tx: Queryable,
  advisorId: string,
  id: string,
): Promise<Absence | undefined> => {
  const rows = await tx.query<Row>(
    `delete from advisor_absences where id = $1 and advisor_id = $2
     returning id, advisor_id, from_date, till_date, reason`,
    [id, advisorId],
  );
  return rows[0] ? absenceOf(rows[0]) : undefined;
};
