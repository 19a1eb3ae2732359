// The relay's Postgres: one pool per process, transactions, and the same transaction handed to pg-boss so a post's
// row and its job commit together (or not at all).
import pg from 'pg';

export type Sql = Pick<pg.PoolClient, 'query'>;

export interface Database {
  pool: pg.Pool;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T>;
  query: pg.Pool['query'];
  close(): Promise<void>;
}

// Timestamps cross as epoch milliseconds: the relay's clock (clock.ts) speaks numbers, never Dates. Set on the
// relay's own pool only: pg-boss shares the `pg` package and expects its Dates.
const relayTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === pg.types.builtins.TIMESTAMPTZ) return (text: string) => new Date(text).getTime();
    if (oid === pg.types.builtins.NUMERIC) return (text: string) => Number(text);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

export function openDatabase(connectionString: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString, max, application_name: 'relay', types: relayTypes });
  // A dropped idle connection must not take the process down; the next query opens another.
  pool.on('error', () => undefined);
  return {
    pool,
    query: pool.query.bind(pool) as pg.Pool['query'],
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(client);
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
}

/** pg-boss's database interface over a transaction's client: its job joins the transaction. */
export function bossDb(sql: Sql) {
  return {
    executeSql: async (text: string, values?: unknown[]) => {
      const result = await sql.query(text, values as unknown[]);
      return { rows: result.rows };
    },
  };
}

/** Timestamps go to Postgres as ISO strings (what `to_timestamp` would do with more ceremony). */
export const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());
