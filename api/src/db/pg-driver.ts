// A PostgreSQL server through a pg connection pool.
import pg from 'pg';
import { TYPE_PARSERS, type Database, type Queryable } from './database';

const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
  async query<T>(sql: string, params: readonly unknown[] = []) {
    const result = await client.query(sql, [...params]);
    return result.rows as T[];
  },
  async exec(sql: string) {
    await client.query(sql);
  },
});

export const openPostgres = async (connectionString: string, maxConnections = 10): Promise<Database> => {
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      TYPE_PARSERS[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
  };
  const pool = new pg.Pool({ connectionString, max: maxConnections, types });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  await pool.query('select 1');
  const root = wrap(pool);
  return {
    kind: 'postgres',
    query: root.query,
    exec: root.exec,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
};
