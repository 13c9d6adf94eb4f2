// An advisor's weekly working hours and their one-off exceptions (issue 34, step 6) as the back office edits them,
// and the exceptions as the availability reads them. What a change means for the consultations it meets stays in
// domain/working-hours.
import type { Queryable } from '../db/database';
import type { WorkingHoursRow } from './slot-repository';

/** A weekly block as stored: ISO weekday, Zurich wall-clock minutes. */
export interface WeeklyBlockRow {
  weekday: number;
  start_minute: number;
  end_minute: number;
  home_office: boolean;
}

/** A block of an exception's day, Zurich wall-clock minutes. */
export interface DayBlockRow {
  start_minute: number;
  end_minute: number;
  home_office: boolean;
}

export interface ExceptionRecord {
  id: string;
  advisorId: string;
  /** yyyy-mm-dd. */
  date: string;
  reason: string;
  /** By start; none: closed that day. */
  blocks: DayBlockRow[];
}

interface ExceptionRow extends Partial<DayBlockRow> {
  id: string;
  advisor_id: string;
  day: string;
  reason: string;
}

/** Rows of exceptions joined with their blocks (a closed day has one row without a block) as records. */
const recordsOf = (rows: readonly ExceptionRow[]): ExceptionRecord[] => {
  const byId = new Map<string, ExceptionRecord>();
  for (const row of rows) {
    let record = byId.get(row.id);
    if (!record) {
      record = { id: row.id, advisorId: row.advisor_id, date: row.day, reason: row.reason, blocks: [] };
      byId.set(row.id, record);
    }
    if (row.start_minute != null && row.end_minute != null && row.home_office != null) {
      record.blocks.push({
        start_minute: row.start_minute,
        end_minute: row.end_minute,
        home_office: row.home_office,
      });
    }
  }
  return [...byId.values()];
};

const EXCEPTION_COLUMNS = `x.id, x.advisor_id, x.day::text as day, x.reason, b.start_minute, b.end_minute,
  b.home_office`;

/** An advisor's weekly blocks, by weekday and start. */
export const weeklyBlocksOf = (db: Queryable, advisorId: string): Promise<WeeklyBlockRow[]> =>
  db.query<WeeklyBlockRow>(
    `select weekday, start_minute, end_minute, home_office from working_hours
     where advisor_id = $1 order by weekday, start_minute`,
    [advisorId],
  );

/** Replaces an advisor's whole week. */
export const replaceWeeklyBlocks = async (
  tx: Queryable,
  advisorId: string,
  blocks: readonly WeeklyBlockRow[],
): Promise<void> => {
  await tx.query('delete from working_hours where advisor_id = $1', [advisorId]);
  if (blocks.length === 0) return;
  await tx.query(
    `insert into working_hours (advisor_id, weekday, start_minute, end_minute, home_office)
     select $1, * from unnest($2::smallint[], $3::integer[], $4::integer[], $5::boolean[])`,
    [
      advisorId,
      blocks.map((b) => b.weekday),
      blocks.map((b) => b.start_minute),
      blocks.map((b) => b.end_minute),
      blocks.map((b) => b.home_office),
    ],
  );
};

/** An advisor's exceptions on `fromDate` (yyyy-mm-dd) or later, by date. */
export const exceptionsOf = async (
  db: Queryable,
  advisorId: string,
  fromDate: string,
): Promise<ExceptionRecord[]> =>
  recordsOf(
    await db.query<ExceptionRow>(
      `select ${EXCEPTION_COLUMNS} from working_hour_exceptions x
       left join working_hour_exception_blocks b on b.exception_id = x.id
       where x.advisor_id = $1 and x.day >= $2::date order by x.day, x.id, b.start_minute`,
      [advisorId, fromDate],
    ),
  );

/** Every exception (the catalogue's copy), by date. */
export const allExceptions = async (db: Queryable): Promise<ExceptionRecord[]> =>
  recordsOf(
    await db.query<ExceptionRow>(
      `select ${EXCEPTION_COLUMNS} from working_hour_exceptions x
       left join working_hour_exception_blocks b on b.exception_id = x.id
       order by x.day, x.advisor_id, b.start_minute`,
    ),
  );

/** The exceptions of the given advisors on a date (yyyy-mm-dd): advisor id to that day's blocks (none: closed). */
export const exceptionsOn = async (
  db: Queryable,
  advisorIds: readonly string[],
  date: string,
): Promise<Map<string, WorkingHoursRow[]>> => {
  const records = recordsOf(
    await db.query<ExceptionRow>(
      `select ${EXCEPTION_COLUMNS} from working_hour_exceptions x
       left join working_hour_exception_blocks b on b.exception_id = x.id
       where x.day = $1::date and x.advisor_id = any($2::text[]) order by x.advisor_id, b.start_minute`,
      [date, [...advisorIds]],
    ),
  );
  return new Map(records.map((r) => [r.advisorId, r.blocks.map((b) => ({ advisor_id: r.advisorId, ...b }))]));
};

/** Stores an exception with its blocks, replacing one the advisor had on that date; the replaced one, if any. */
export const saveException = async (
  tx: Queryable,
  exception: ExceptionRecord & { createdBy: string; now: Date },
): Promise<ExceptionRecord | undefined> => {
  const replaced = recordsOf(
    await tx.query<ExceptionRow>(
      `select ${EXCEPTION_COLUMNS} from working_hour_exceptions x
       left join working_hour_exception_blocks b on b.exception_id = x.id
       where x.advisor_id = $1 and x.day = $2::date order by b.start_minute`,
      [exception.advisorId, exception.date],
    ),
  )[0];
  if (replaced) await tx.query('delete from working_hour_exceptions where id = $1', [replaced.id]);
  await tx.query(
    `insert into working_hour_exceptions (id, advisor_id, day, reason, created_by, created_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      exception.id,
      exception.advisorId,
      exception.date,
      exception.reason,
      exception.createdBy,
      exception.now.toISOString(),
    ],
  );
  if (exception.blocks.length > 0) {
    await tx.query(
      `insert into working_hour_exception_blocks (exception_id, start_minute, end_minute, home_office)
       select $1, * from unnest($2::integer[], $3::integer[], $4::boolean[])`,
      [
        exception.id,
        exception.blocks.map((b) => b.start_minute),
        exception.blocks.map((b) => b.end_minute),
        exception.blocks.map((b) => b.home_office),
      ],
    );
  }
  return replaced;
};

/** Deletes an advisor's exception; the deleted one, or undefined when the advisor has none of that id. */
export const deleteException = async (
  tx: Queryable,
  advisorId: string,
  id: string,
): Promise<ExceptionRecord | undefined> => {
  const [found] = recordsOf(
    await tx.query<ExceptionRow>(
      `select ${EXCEPTION_COLUMNS} from working_hour_exceptions x
       left join working_hour_exception_blocks b on b.exception_id = x.id
       where x.id = $1 and x.advisor_id = $2 order by b.start_minute`,
      [id, advisorId],
    ),
  );
  if (found) await tx.query('delete from working_hour_exceptions where id = $1', [id]);
  return found;
};
