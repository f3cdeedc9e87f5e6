/**
 * The store's driver for Cloudflare D1 (the Worker's binding). A batch is
 * one D1 transaction; its migrations are applied by wrangler from
 * `migrations/` (`wrangler d1 migrations apply`).
 */
import type {Row, SqlDriver, SqlValue} from './store.ts';

/** The part of the D1 binding the driver uses (`@cloudflare/workers-types`' D1Database). */
export interface D1Database {
  prepare(sql: string): {
    bind(...values: SqlValue[]): D1Statement;
  };
  batch(statements: D1Statement[]): Promise<Array<{results?: Row[]}>>;
}

/** A prepared, bound D1 statement (opaque here). */
export interface D1Statement {
  readonly __d1?: never;
}

export function d1Driver(db: D1Database): SqlDriver {
  return {
    async batch(statements) {
      const results = await db.batch(
        statements.map(({sql, params}) => db.prepare(sql).bind(...params)),
      );
      return results.map((result) => result.results ?? []);
    },
  };
}
