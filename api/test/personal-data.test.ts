/** @jest-environment ./test/support/pglite-environment.cjs */
// Issue 37: docs/personal-data.md matches the schema. Every table of the migrated database is named in a heading or
// a list entry of the inventory, and every column of it in that table's section; a migration that adds a table or a
// column fails here until the inventory says what it holds, why, for how long and who reads it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { openEmptyTestDatabase } from './support/test-app';
import { migrate } from '../src/db/migrations';

const INVENTORY = readFileSync(path.join(__dirname, '..', '..', 'docs', 'personal-data.md'), 'utf8');

/** The inventory's sections (from one `###` heading to the next), each with the tables its heading names. */
const sections = INVENTORY.split(/^### /m)
  .slice(1)
  .map((text) => ({
    tables: [...(text.split('\n')[0] ?? '').matchAll(/`([a-z_]+)`/g)].map((m) => m[1]),
    text,
  }));

/** The list entries (`- \`table\`: ...`) of every section, by the table they start with. */
const entries = new Map(
  sections.flatMap((s) =>
    s.text
      .split(/\n- /)
      .slice(1)
      .map((item) => [/^`([a-z_]+)`/.exec(item)?.[1] ?? '', item] as const),
  ),
);

/** The text that names a table's columns: its list entry, else the section whose heading names it. */
const sectionOf = (table: string): string | undefined =>
  entries.get(table) ?? sections.find((s) => s.tables.includes(table))?.text;

it('docs/personal-data.md names every table and every column of the schema', async () => {
  const database = await openEmptyTestDatabase('pglite');
  try {
    await migrate(database.db);
    const columns = await database.db.query<{ table_name: string; column_name: string }>(
      `select c.table_name, c.column_name
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
       where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
       order by c.table_name, c.ordinal_position`,
    );
    expect(columns.length).toBeGreaterThan(100);
    const missing = columns
      .filter(({ table_name: table, column_name: column }) => {
        const text = sectionOf(table);
        return text === undefined || !text.includes(`\`${column}\``);
      })
      .map(({ table_name: table, column_name: column }) => `${table}.${column}`);
    expect(missing).toEqual([]);
    // And nothing the schema no longer has: every table a heading names exists.
    const tables = new Set(columns.map((c) => c.table_name));
    expect(sections.flatMap((s) => s.tables).filter((t) => t !== undefined && !tables.has(t))).toEqual([]);
  } finally {
    await database.dispose();
  }
});
