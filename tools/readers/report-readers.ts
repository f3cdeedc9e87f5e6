/**
 * `npm run report:readers [-- --db <file>] [-- --out <dir>]`: the docs
 * team's report of reader signals (tools/readers/readers.ts) in
 * `reports/readers.md` and CSV files beside it (git-ignored).
 *
 * Reads the Node server's SQLite database (default
 * `<DATA_DIR or data/>/reader-signals.sqlite`, or `--db`), read-only; or,
 * when CLOUDFLARE_API_TOKEN is set, the Worker's D1 database over
 * Cloudflare's API (also CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_D1_DATABASE_ID;
 * a token with "D1: Read").
 */
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {DatabaseSync} from 'node:sqlite';
import {DATABASE_FILE, sqliteDriver} from '@paynow-docs/reader-signals/sqlite';
import type {Row, SqlDriver} from '@paynow-docs/reader-signals/store';
import {siteQuestions} from '../sources/report-questions.ts';
import {readerReport, readRows} from './readers.ts';

/**
 * The titles of open points, by the id readers send (`point`: the register
 * record's id that `<OpenPoint id>` carries), read from the register of
 * facts as `npm run report:questions` lists them.
 */
export function pointTitles(siteDir: string): Map<string, string> {
  return new Map(
    siteQuestions(siteDir).map((question) => [
      question.id,
      question.en.question,
    ]),
  );
}

/** D1 over Cloudflare's REST API (`/d1/database/<id>/query`), one statement at a time. */
export function d1ApiDriver(env: NodeJS.ProcessEnv): SqlDriver {
  const {
    CLOUDFLARE_API_TOKEN,
    CLOUDFLARE_ACCOUNT_ID,
    CLOUDFLARE_D1_DATABASE_ID,
  } = env;
  if (!CLOUDFLARE_ACCOUNT_ID || !CLOUDFLARE_D1_DATABASE_ID) {
    throw new Error(
      'Reading D1 needs CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_D1_DATABASE_ID with CLOUDFLARE_API_TOKEN.',
    );
  }
  const url = `https://api.cloudflare.com/client/v4/accounts/${encodeURIComponent(CLOUDFLARE_ACCOUNT_ID)}/d1/database/${encodeURIComponent(CLOUDFLARE_D1_DATABASE_ID)}/query`;
  return {
    async batch(statements) {
      const results: Row[][] = [];
      for (const {sql, params} of statements) {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${CLOUDFLARE_API_TOKEN}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({sql, params}),
          signal: AbortSignal.timeout(30_000),
        });
        const body = (await response.json()) as {
          success: boolean;
          errors?: Array<{message: string}>;
          result?: Array<{results: Row[]}>;
        };
        if (!response.ok || !body.success) {
          throw new Error(
            `D1 query failed (HTTP ${response.status}): ${body.errors?.map((error) => error.message).join('; ') ?? 'no message'}`,
          );
        }
        results.push(body.result?.[0]?.results ?? []);
      }
      return results;
    },
  };
}

function option(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at === -1) return undefined;
  const value = args[at + 1];
  if (!value) throw new Error(`${name} needs a value`);
  return value;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const siteDir = process.cwd();
  const outDir = path.resolve(option(args, '--out') ?? 'reports');
  let driver: SqlDriver;
  let source: string;
  let close = () => {};
  if (process.env.CLOUDFLARE_API_TOKEN && !args.includes('--db')) {
    driver = d1ApiDriver(process.env);
    source = `D1 database ${process.env.CLOUDFLARE_D1_DATABASE_ID}`;
  } else {
    const file = path.resolve(
      option(args, '--db') ??
        path.join(process.env.DATA_DIR ?? 'data', DATABASE_FILE),
    );
    if (!existsSync(file)) {
      throw new Error(
        `No database at ${file}: give --db <file>, or set CLOUDFLARE_API_TOKEN (with CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_D1_DATABASE_ID) to read D1.`,
      );
    }
    const db = new DatabaseSync(file, {readOnly: true});
    driver = sqliteDriver(db, {readOnly: true});
    source = path.relative(siteDir, file) || file;
    close = () => db.close();
  }
  try {
    const report = readerReport(
      await readRows(driver),
      pointTitles(siteDir),
      source,
    );
    mkdirSync(outDir, {recursive: true});
    const files = {'readers.md': report.markdown, ...report.csv};
    for (const [name, text] of Object.entries(files)) {
      writeFileSync(path.join(outDir, name), text);
    }
    console.log(
      `report:readers: ${Object.keys(files)
        .map((name) => path.relative(siteDir, path.join(outDir, name)))
        .join(', ')}`,
    );
  } finally {
    close();
  }
}

if (import.meta.filename === process.argv[1]) {
  main().catch((error: Error) => {
    console.error(`report:readers: ${error.message}`);
    process.exit(1);
  });
}
