// Which tables a statement writes, and a database that reports them: every statement or transaction run through
// `watchWrites(db, onWritten)` that wrote a table calls `onWritten` with the tables once it has settled (committed,
// or failed: reporting a write that did not happen is harmless, missing one is not). The read model keeps its
// copies of the availability and the catalogue correct through it, whichever repository or command writes
// (read-model/read-model.ts): a write path cannot forget to tell it, as every write goes through the database.

import type { Database, Queryable, StatementOptions } from './database';

/** Every table: a statement that may write but names no table this module can read (a function call, DO). */
export const EVERY_TABLE = '*';

/** A table name as written in SQL: bare, "quoted" or schema-qualified (public.bookings). */
const NAME = String.raw`(?:"[^"]+"|[a-z_][\w$]*)(?:\s*\.\s*(?:"[^"]+"|[a-z_][\w$]*))?`;

/** The target of INSERT INTO, UPDATE, DELETE FROM, MERGE INTO, TRUNCATE [TABLE] and COPY ... FROM. */
const TARGETS = new RegExp(
  // `for [no key] update` locks rows, `on conflict ... do update set` writes the insert's own table.
  String.raw`\b(?:insert\s+into|(?<!\b(?:for|key)\s+)update(?!\s+set\b)|delete\s+from|merge\s+into|truncate(?:\s+table)?|copy)\s+(?:only\s+)?(${NAME}(?:\s*,\s*${NAME})*)`,
  'gi',
);

/** Statements that change no table of the database (reads, locks, the transaction's own commands). */
const READ_ONLY = /^(?:select|show|begin|commit|rollback|start\s+transaction|set|explain|values)\b/i;

/** Statements that may run code which writes (a function, an anonymous block) or change the schema itself. */
const MAY_WRITE_ANYWHERE =
  /^(?:do|call|create|alter|drop|grant|revoke|comment|reindex|vacuum|analyze|lock)\b/i;

/** Strips comments and string literals, which may hold any word ('update' in a text). */
const codeOf = (sql: string): string =>
  sql
    .replace(/--[^\n]*/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/\$([a-z_]*)\$[\s\S]*?\$\1\$/gi, ' ')
    .replace(/'(?:[^']|'')*'/g, "''")
    .trim();

const unquoted = (name: string): string => {
  const last = name.split('.').pop()?.trim() ?? name;
  return last.startsWith('"') ? last.slice(1, -1) : last.toLowerCase();
};

/**
 * The tables `sql` may write (lower case, without schema), EVERY_TABLE when it may write tables it does not name;
 * none for a read. `select ... for update` locks rows but writes none; `insert ... on conflict do update` writes
 * its insert's table; a write in a WITH clause counts. Several statements (migrations, seeds) are read together.
 */
export const tablesWrittenBy = (sql: string): string[] => {
  const code = codeOf(sql);
  const tables = new Set<string>();
  for (const statement of code.split(';')) {
    const text = statement.trim();
    if (text === '') continue;
    if (MAY_WRITE_ANYWHERE.test(text)) return [EVERY_TABLE];
    let named = false;
    for (const match of text.matchAll(TARGETS)) {
      for (const name of (match[1] ?? '').split(',')) tables.add(unquoted(name));
      named = true;
    }
    // A statement that is no read and whose target this module could not read: assume the worst.
    if (!named && !READ_ONLY.test(text) && !/^with\b/i.test(text)) return [EVERY_TABLE];
  }
  return [...tables];
};

/** Runs `sql` on `target`, and calls `written` with the tables it wrote once it has settled. */
const watched = (target: Queryable, written: (tables: readonly string[]) => void): Queryable => ({
  async query<T>(sql: string, params?: readonly unknown[], options?: StatementOptions) {
    const tables = tablesWrittenBy(sql);
    if (tables.length === 0) return target.query<T>(sql, params, options);
    try {
      return await target.query<T>(sql, params, options);
    } finally {
      written(tables);
    }
  },
  async exec(sql: string) {
    const tables = tablesWrittenBy(sql);
    try {
      await target.exec(sql);
    } finally {
      if (tables.length > 0) written(tables);
    }
  },
});

/**
 * `db`, reporting to `onWritten` the tables each autocommit statement wrote when it has settled, and those a
 * transaction wrote when it has committed or rolled back: never before, so a read that starts after the report
 * sees the write.
 */
export const watchWrites = (db: Database, onWritten: (tables: readonly string[]) => void): Database => {
  const direct = watched(db, onWritten);
  return {
    kind: db.kind,
    query: direct.query,
    exec: direct.exec,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const tables = new Set<string>();
      try {
        return await db.transaction((tx) =>
          fn(watched(tx, (written) => written.forEach((t) => tables.add(t)))),
        );
      } finally {
        if (tables.size > 0) onWritten([...tables]);
      }
    },
    close: () => db.close(),
  };
};
