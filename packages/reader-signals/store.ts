/**
 * Where reader signals are kept: every SQL statement is written here, once,
 * against the schema of `migrations/`; a driver only runs them. Two drivers:
 * Cloudflare D1 (./d1.ts) in the Worker and Node's built-in `node:sqlite`
 * (./sqlite.ts) in the Node server.
 *
 * Privacy: no address and no client identifier is stored. The rate limit
 * counts posts under the SHA-256 of the address and a random salt of the UTC
 * day; the salt and the counts of earlier days are deleted with each post,
 * so a key cannot be linked to an address, or to another day, once the day
 * is over. Records keep the day they were received, nothing finer.
 */
import {LIMITS, type Signal} from './contract.ts';
import {redact} from './redact.ts';

export type SqlValue = string | number | null;
export type Row = Record<string, SqlValue>;

export interface Statement {
  sql: string;
  params: readonly SqlValue[];
}

/** What a database must do for the store. */
export interface SqlDriver {
  /** Runs the statements in order, in one transaction; the rows each returned. */
  batch(statements: readonly Statement[]): Promise<Row[][]>;
}

/** A failure of the database (unavailable, full, not migrated): answered 503. */
export class StoreError extends Error {}

async function run(
  driver: SqlDriver,
  statements: readonly Statement[],
): Promise<Row[][]> {
  try {
    return await driver.batch(statements);
  } catch (error) {
    throw new StoreError((error as Error).message, {cause: error});
  }
}

/** The UTC day of `now`, `YYYY-MM-DD`. */
export function dayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The rate limit's slot of `now`: its day and the start of its window, `YYYY-MM-DDTHH:MM`. */
export function slotOf(now: Date): string {
  const minutes = now.getUTCHours() * 60 + now.getUTCMinutes();
  const start = minutes - (minutes % LIMITS.windowMinutes);
  const hh = String(Math.floor(start / 60)).padStart(2, '0');
  const mm = String(start % 60).padStart(2, '0');
  return `${dayOf(now)}T${hh}:${mm}`;
}

function hex(bytes: ArrayBuffer | Uint8Array): string {
  return [...new Uint8Array(bytes)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
}

/** SHA-256 of the day's salt and the address, hex. */
export async function rateKey(salt: string, address: string): Promise<string> {
  const data = new TextEncoder().encode(`${salt}\n${address}`);
  return hex(await crypto.subtle.digest('SHA-256', data));
}

/**
 * Counts one post of `address` now; returns whether it is within
 * {@link LIMITS}.postsPerWindow. Also deletes the salts and counts of
 * earlier days.
 */
export async function withinRate(
  driver: SqlDriver,
  address: string,
  now: Date,
  limit: number = LIMITS.postsPerWindow,
): Promise<boolean> {
  const day = dayOf(now);
  const fresh = hex(crypto.getRandomValues(new Uint8Array(32)));
  const [, , salts] = await run(driver, [
    {sql: 'DELETE FROM daily_salts WHERE day < ?', params: [day]},
    {sql: 'DELETE FROM rate_limits WHERE slot < ?', params: [day]},
    {
      // The day's salt: the first post of the day writes it, every later one reads it.
      sql: 'INSERT INTO daily_salts (day, salt) VALUES (?, ?) ON CONFLICT (day) DO UPDATE SET salt = salt RETURNING salt',
      params: [day, fresh],
    },
  ]);
  const salt = salts?.[0]?.salt;
  if (typeof salt !== 'string') throw new StoreError('No salt for the day.');
  const [counts] = await run(driver, [
    {
      sql: 'INSERT INTO rate_limits (key, slot, count) VALUES (?, ?, 1) ON CONFLICT (key, slot) DO UPDATE SET count = count + 1 RETURNING count',
      params: [await rateKey(salt, address), slotOf(now)],
    },
  ]);
  return Number(counts?.[0]?.count) <= limit;
}

/**
 * Stores a signal, its free text redacted; a question's reply address only
 * with consent, in its own table. One transaction.
 */
export async function storeSignal(
  driver: SqlDriver,
  signal: Signal,
  now: Date,
): Promise<void> {
  const columns = {
    kind: signal.kind,
    locale: signal.locale,
    day: dayOf(now),
    page: signal.kind === 'zero-result' ? null : signal.page,
    helpful:
      signal.kind === 'rating' ? (signal.helpful ? 1 : 0) : (null as null),
    reason: signal.kind === 'rating' ? (signal.reason ?? null) : null,
    point: signal.kind === 'question' ? (signal.point ?? null) : null,
    text:
      signal.kind === 'zero-result' || signal.text === undefined
        ? null
        : redact(signal.text),
    query: signal.kind === 'zero-result' ? redact(signal.query) : null,
  };
  const names = Object.keys(columns);
  const statements: Statement[] = [
    {
      sql: `INSERT INTO signals (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
      params: Object.values(columns),
    },
  ];
  if (signal.kind === 'question' && signal.email && signal.consent === true) {
    statements.push({
      sql: 'INSERT INTO reply_addresses (signal_id, email) VALUES (last_insert_rowid(), ?)',
      params: [signal.email],
    });
  }
  await run(driver, statements);
}

/** The first day kept on `now`: records of earlier days are deleted. */
export function retentionStart(now: Date): string {
  return dayOf(
    new Date(now.getTime() - LIMITS.retentionDays * 24 * 60 * 60 * 1000),
  );
}

/**
 * Deletes signals older than {@link LIMITS}.retentionDays, their reply
 * addresses, and rate-limit salts and counts of earlier days. Returns the
 * number of signals deleted.
 */
export async function purge(driver: SqlDriver, now: Date): Promise<number> {
  const cutoff = retentionStart(now);
  const [, , , counted] = await run(driver, [
    {
      sql: 'DELETE FROM reply_addresses WHERE signal_id IN (SELECT id FROM signals WHERE day < ?)',
      params: [cutoff],
    },
    {sql: 'DELETE FROM daily_salts WHERE day < ?', params: [dayOf(now)]},
    {sql: 'DELETE FROM rate_limits WHERE slot < ?', params: [dayOf(now)]},
    {
      sql: 'DELETE FROM signals WHERE day < ? RETURNING id',
      params: [cutoff],
    },
  ]);
  return counted?.length ?? 0;
}
