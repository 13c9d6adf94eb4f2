/** @jest-environment ./test/support/pglite-environment.cjs */
// Which tables a statement writes (db/write-watch.ts): the read model drops its copies by it, so a write it
// misses would serve stale hours. Forms of SQL first; then every statement of the API's sources that writes a
// table the read model reads.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { EVERY_TABLE, tablesWrittenBy } from '../src/db/write-watch';
import { prepareOpenDatabase } from '../src/prepare-database';
import { openEmptyTestDatabase, type TestDatabase } from './support/test-app';

describe('tablesWrittenBy', () => {
  it.each([
    ['select * from bookings where slot_date = $1', []],
    ['select id from advisors where id = $1 for update', []],
    ['select 1 from bookings b join holds h on true for no key update of b', []],
    ['select id from advisors for update skip locked', []],
    ["select 'insert into holds' as text", []],
    ['-- delete from holds\nselect 1', []],
    ['with x as (select 1) select * from x', []],
    ['begin', []],
    ['insert into holds (session_id) values ($1)', ['holds']],
    ['INSERT INTO "Holds" (a) VALUES (1)', ['Holds']],
    ['insert into public.bookings (id) values ($1)', ['bookings']],
    [
      `insert into holds (session_id, id) values ($1, $2)
       on conflict (session_id) do update set id = excluded.id`,
      ['holds'],
    ],
    ['update bookings set cancelled_at = $2 where id = $1', ['bookings']],
    ['update only bookings set sequence = 1', ['bookings']],
    ['delete from holds where expires_at < $1', ['holds']],
    ['with gone as (delete from holds where id = $1 returning *) select count(*) from gone', ['holds']],
    [
      'with moved as (update bookings set slot_time = $1 returning id) insert into outbox select 1',
      ['bookings', 'outbox'],
    ],
    ['truncate working_hours, advisors', ['working_hours', 'advisors']],
    ['truncate table holds', ['holds']],
    ['merge into advisors a using x on a.id = x.id when matched then update set id = x.id', ['advisors']],
    ['copy bookings from stdin', ['bookings']],
    ['delete from factors; insert into factors (id) values (1)', ['factors']],
    ['do $$ begin delete from holds; end $$', [EVERY_TABLE]],
    ['select 1; alter table bookings add column x int', [EVERY_TABLE]],
    ['call purge_holds()', [EVERY_TABLE]],
    ['vacuum holds', [EVERY_TABLE]],
  ])('%s', (sql, tables) => {
    expect(tablesWrittenBy(sql).sort()).toEqual([...tables].sort());
  });
});

/** Every string and template literal of the API's sources, templates with `${…}` as `__value__`. */
const sourceLiterals = (dir: string): { file: string; text: string }[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceLiterals(path);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return [];
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const found: { file: string; text: string }[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        found.push({ file: path, text: node.text });
      } else if (ts.isTemplateExpression(node)) {
        const text =
          node.head.text + node.templateSpans.map((span) => `__value__${span.literal.text}`).join('');
        found.push({ file: path, text });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return found;
  });

/** The tables a plan's ModifyTable nodes write (PostgreSQL's own reading of a statement). */
const modifiedBy = (plan: unknown): string[] => {
  if (typeof plan !== 'object' || plan === null) return [];
  const node = plan as Record<string, unknown>;
  const own = node['Node Type'] === 'ModifyTable' ? [String(node['Relation Name'])] : [];
  return [
    ...own,
    ...Object.values(node).flatMap((value) => (Array.isArray(value) ? value : [value]).flatMap(modifiedBy)),
  ];
};

describe("the API's own statements, read by PostgreSQL", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openEmptyTestDatabase('pglite');
    await prepareOpenDatabase(database.db);
  }, 60_000);
  afterAll(() => database.dispose());

  it('every statement of api/src that writes a table is known to write it, by its plan', async () => {
    const statements = sourceLiterals(join(__dirname, '..', 'src')).filter(
      ({ text }) =>
        /^\s*(?:select|insert|update|delete|with|merge)\b/i.test(text) && !text.includes('__value__'),
    );
    // EXPLAIN (GENERIC_PLAN) plans a statement with $1 placeholders without values; it runs inside DO, as the
    // drivers' protocol would ask for the values. A fragment (a select list, a join) is no statement: PostgreSQL
    // refuses it, and it runs only inside one that is planned whole or built at run time (then seen as it runs).
    await database.db.exec('create temporary table plans (n int, plan json)');
    for (const [n, { text }] of statements.entries()) {
      await database.db.exec(
        `do $plan$ declare p json; begin
           execute $statement$explain (generic_plan, format json) ${text}$statement$ into p;
           insert into plans values (${n}, p);
         exception when others then null; end $plan$`,
      );
    }
    const plans = await database.db.query<{ n: number; plan: unknown }>(
      'select n, plan from plans order by n',
    );
    const planned: string[] = [];
    for (const { n, plan } of plans) {
      const { file, text } = statements[n] ?? { file: '', text: '' };
      planned.push(text);
      const reported = tablesWrittenBy(text);
      for (const table of modifiedBy(plan)) {
        expect({
          file,
          text,
          table,
          reported: reported.includes(table) || reported.includes(EVERY_TABLE),
        }).toEqual({
          file,
          text,
          table,
          reported: true,
        });
      }
    }
    // The test reads the statements it guards: every write to bookings and holds is among them.
    const writes = planned.filter((text) => /^\s*(?:insert|update|delete|with)\b/i.test(text));
    expect(writes.filter((text) => /\b(?:bookings|holds)\b/.test(text)).length).toBeGreaterThanOrEqual(6);
  });
});
