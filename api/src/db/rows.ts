// Multi-row inserts and upserts by the first column (the id), shared by the demo seed and the import; and the
// count of what was made in a window, which every cap reads.
import type { Queryable } from './database';

/** Inserts rows in one multi-row statement: `insert into table (cols) values (...), (...) suffix`. */
export const insertRows = async (
  tx: Queryable,
  table: string,
  columns: string[],
  rows: unknown[][],
  suffix: string,
): Promise<void> => {
  if (rows.length === 0) return;
  const params: unknown[] = [];
  const tuples = rows.map((row) => `(${row.map((value) => `$${params.push(value)}`).join(', ')})`);
  await tx.query(
    `insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')} ${suffix}`,
    params,
  );
};

const updateAll = (columns: string[]) =>
  `do update set ${columns
    .slice(1)
    .map((c) => `${c} = excluded.${c}`)
    .join(', ')}`;

/** Inserts or updates rows by their first column (the primary key). */
export const upsert = (tx: Queryable, table: string, columns: string[], rows: unknown[][]): Promise<void> =>
  insertRows(tx, table, columns, rows, `on conflict (${columns[0]}) ${updateAll(columns)}`);

/** How many of something were made since an instant, and when the first of them was (its window ends from then). */
export interface CountSince {
  count: number;
  first: Date | undefined;
}

/** Runs a `select count(*)::int as n, min(...) as first` statement. */
export const countSince = async (db: Queryable, sql: string, params: unknown[]): Promise<CountSince> => {
  const row = (await db.query<{ n: number; first: Date | string | null }>(sql, params))[0];
  return { count: row?.n ?? 0, first: row?.first ? new Date(row.first) : undefined };
};
