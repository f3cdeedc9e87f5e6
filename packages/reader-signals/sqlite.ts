/**
 * The store's driver for Node: the built-in `node:sqlite` (Node 24, no
 * native dependency), one database file in a data folder.
 *
 * Durable: write-ahead log with `synchronous = FULL`, so a transaction is
 * on disk before the handler answers and a crash or restart loses nothing
 * acknowledged. Bounded: at most `maxBytes` (default
 * {@link SQLITE_LIMITS}.maxBytes); past it SQLite answers "database or disk
 * is full", which the handler answers 503 with the rest of the site served.
 * {@link openSignalsDatabase} applies the migrations of `migrations/` not yet
 * applied, recording them in `d1_migrations` as wrangler does for D1.
 */
import {mkdirSync, readdirSync, readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {DatabaseSync, type SQLInputValue} from 'node:sqlite';
import type {Row, SqlDriver} from './store.ts';

/** The schema, applied in file-name order (shared with wrangler for D1). */
export const MIGRATIONS_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  'migrations',
);

/** The database file's name in the data folder. */
export const DATABASE_FILE = 'reader-signals.sqlite';

export const SQLITE_LIMITS = {
  /** Largest database file: a flood can fill it, never the disk. */
  maxBytes: 256 * 1024 * 1024,
} as const;

export interface SignalsDatabase {
  driver: SqlDriver;
  close(): void;
}

/** Applies the migrations of {@link MIGRATIONS_DIR} not yet applied, in order. */
function migrate(db: DatabaseSync): void {
  // The table wrangler keeps for D1, so both engines record migrations alike.
  db.exec(
    'CREATE TABLE IF NOT EXISTS d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)',
  );
  const done = new Set(
    db
      .prepare('SELECT name FROM d1_migrations')
      .all()
      .map((row) => row.name),
  );
  const names = readdirSync(MIGRATIONS_DIR)
    .filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name) && !done.has(name))
    .sort();
  for (const name of names) {
    db.exec('BEGIN IMMEDIATE');
    try {
      db.exec(readFileSync(join(MIGRATIONS_DIR, name), 'utf8'));
      db.prepare('INSERT INTO d1_migrations (name) VALUES (?)').run(name);
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw new Error(`Migration ${name} failed: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }
}

/**
 * A driver over an open `node:sqlite` database; `readOnly` for one opened
 * read-only (reports), whose transactions take no write lock.
 */
export function sqliteDriver(
  db: DatabaseSync,
  {readOnly = false}: {readOnly?: boolean} = {},
): SqlDriver {
  return {
    async batch(statements) {
      db.exec(readOnly ? 'BEGIN' : 'BEGIN IMMEDIATE');
      try {
        // Plain objects, as D1 gives (node:sqlite's rows have no prototype).
        const rows = statements.map(({sql, params}) =>
          db
            .prepare(sql)
            .all(...(params as SQLInputValue[]))
            .map((row) => ({...row}) as Row),
        );
        db.exec('COMMIT');
        return rows;
      } catch (error) {
        if (db.isTransaction) db.exec('ROLLBACK');
        throw error;
      }
    },
  };
}

/**
 * Opens (creating folder and file) the database of `dataDir`, or `:memory:`
 * for tests, and brings its schema up to date.
 */
export function openSignalsDatabase(
  dataDir: string | ':memory:',
  {maxBytes = SQLITE_LIMITS.maxBytes}: {maxBytes?: number} = {},
): SignalsDatabase {
  let file = ':memory:';
  if (dataDir !== ':memory:') {
    mkdirSync(dataDir, {recursive: true, mode: 0o700});
    file = join(dataDir, DATABASE_FILE);
  }
  const db = new DatabaseSync(file, {enableForeignKeyConstraints: true});
  db.exec('PRAGMA busy_timeout = 5000');
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = FULL');
  const pageSize = Number(db.prepare('PRAGMA page_size').get()?.page_size);
  db.exec(
    `PRAGMA max_page_count = ${Math.max(1, Math.floor(maxBytes / pageSize))}`,
  );
  migrate(db);
  return {driver: sqliteDriver(db), close: () => db.close()};
}
