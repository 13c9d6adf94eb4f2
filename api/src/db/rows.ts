// Multi-row inserts and upserts by the first column (the id), shared by the demo seed and the import.
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
