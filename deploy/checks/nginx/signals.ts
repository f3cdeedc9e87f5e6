/**
 * Reader signals, `POST <base>feedback`, on the engine under test: nginx
 * with the Node server beside it (SQLite in its data folder), or workerd
 * with a local D1. Posts go through the engine exactly as a browser's would;
 * what was stored is read back from the database file itself (the Node
 * server's, or the local D1's under wrangler's state). Differences:
 * deploy/checks/engine.ts (clientAddress, storage, endpointDown).
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {request, type IncomingHttpHeaders} from 'node:http';
import {join} from 'node:path';
import {DatabaseSync} from 'node:sqlite';
import {LIMITS, THANKS_PATH} from '@paynow-docs/reader-signals/contract';
import {DATABASE_FILE} from '@paynow-docs/reader-signals/sqlite';
import {POLICY} from '../../policy.ts';
import {ENGINE, onlyOn} from '../engine.ts';
import {BASE, readResponse, state} from './support.ts';

const ENDPOINT = `${BASE}feedback`;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/**
 * A POST to the feedback endpoint from `address` (a loopback address the
 * connection comes from on nginx; CF-Connecting-IP on workerd).
 */
function send(
  body: string,
  {
    type = 'application/json',
    address = '127.0.0.1',
    headers = {},
    method = 'POST',
  }: {
    type?: string;
    address?: string;
    headers?: Record<string, string>;
    method?: string;
  } = {},
): Promise<Answer> {
  const own = `http://127.0.0.1:${state.port}`;
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: state.port,
        path: ENDPOINT,
        method,
        agent: false,
        ...(ENGINE === 'nginx' ? {localAddress: address} : {}),
        // An empty value leaves the header out (a post without Origin).
        headers: Object.fromEntries(
          Object.entries({
            'Content-Type': type,
            'Content-Length': String(Buffer.byteLength(body)),
            Origin: own,
            ...(ENGINE === 'workerd' ? {'CF-Connecting-IP': address} : {}),
            ...headers,
          }).filter(([, value]) => value !== ''),
        ),
      },
      (res) =>
        readResponse(res).then(
          (answer) =>
            resolve({
              status: answer.status,
              headers: answer.headers,
              text: answer.body.toString('utf8'),
            }),
          reject,
        ),
    );
    req.on('error', reject);
    req.end(body);
  });
}

const json = (value: object) => JSON.stringify(value);
const form = (fields: Record<string, string>) =>
  new URLSearchParams(fields).toString();
const FORM = 'application/x-www-form-urlencoded';

/** The SQLite file the engine stores signals in. */
function databaseFile(): string {
  if (ENGINE === 'nginx') return join(state.server!.data, DATABASE_FILE);
  const folder = join(state.server!.data, 'v3/d1/miniflare-D1DatabaseObject');
  const name = readdirSync(folder).find(
    (entry) => entry.endsWith('.sqlite') && entry !== 'metadata.sqlite',
  );
  assert.ok(name, `a local D1 database in ${folder}`);
  return join(folder, name);
}

/** Rows read from the engine's database (read-only, beside the running engine). */
function rows(
  sql: string,
  ...params: string[]
): Array<Record<string, unknown>> {
  const db = new DatabaseSync(databaseFile(), {readOnly: true});
  try {
    return db
      .prepare(sql)
      .all(...params)
      .map((row) => ({...row}));
  } finally {
    db.close();
  }
}

/** Runs one statement on the engine's database, as another process (the checks' own changes). */
function write(sql: string, ...params: string[]): void {
  const db = new DatabaseSync(databaseFile());
  try {
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}

/** Every answer: the policy headers of every page, no cookie, never stored. */
function assertPolicy(answer: Answer, what: string): void {
  assert.equal(answer.headers['set-cookie'], undefined, `${what}: no cookie`);
  assert.equal(answer.headers['cache-control'], 'no-store', what);
  assert.match(
    String(answer.headers['content-security-policy']),
    /connect-src 'self'.*form-action 'self'/,
    what,
  );
  for (const rule of POLICY.securityHeaders) {
    assert.equal(
      answer.headers[rule.name.toLowerCase()],
      rule.value,
      `${what}: ${rule.name}`,
    );
  }
}

function errorCode(answer: Answer): string {
  assert.match(String(answer.headers['content-type']), /^application\/json/);
  const body = JSON.parse(answer.text) as {
    ok: boolean;
    error: {code: string; message: string};
  };
  assert.equal(body.ok, false);
  assert.ok(body.error.message.length > 20, body.error.message);
  return body.error.code;
}

const PAGE = `${BASE}docs/payment-admin/refund`;
const ZH_PAGE = `${BASE}zh-TW/docs/payment-admin/refund`;
/** Marks each check's rows, so checks sharing the database stay apart. */
const run = `${ENGINE}-${process.pid}`;

describe('reader signals: POST <base>feedback', () => {
  test('a rating, a question and a zero-result search are stored, free text redacted', async () => {
    const answers = [
      await send(
        json({
          kind: 'rating',
          locale: 'en',
          page: PAGE,
          helpful: false,
          reason: 'unclear',
          text: `${run} rating: step 3 is unclear`,
        }),
        {address: '127.0.3.1'},
      ),
      await send(
        json({
          kind: 'question',
          locale: 'zh-TW',
          page: ZH_PAGE,
          point: 'refund-atm-days',
          text: `${run} 退款要幾天？請回電 0912-345-678 或 (02)2345-6789，信箱 wang.da-ming@example.com.tw`,
          email: 'reply@example.com',
          consent: true,
        }),
        {address: '127.0.3.1'},
      ),
      await send(
        json({
          kind: 'zero-result',
          locale: 'zh-TW',
          query: `${run} 超商代碼繳費`,
        }),
        {address: '127.0.3.1'},
      ),
    ];
    for (const answer of answers) {
      assert.equal(answer.status, 201, answer.text);
      assert.deepEqual(JSON.parse(answer.text), {ok: true});
      assertPolicy(answer, 'accepted');
    }
    const stored = rows(
      "SELECT kind, locale, page, helpful, reason, point, text, query FROM signals WHERE text LIKE ? || '%' OR query LIKE ? || '%' ORDER BY id",
      run,
      run,
    );
    const [questionId] = rows(
      "SELECT id FROM signals WHERE kind = 'question' AND text LIKE ? || '%'",
      run,
    );
    assert.deepEqual(stored, [
      {
        kind: 'rating',
        locale: 'en',
        page: PAGE,
        helpful: 0,
        reason: 'unclear',
        point: null,
        text: `${run} rating: step 3 is unclear`,
        query: null,
      },
      {
        kind: 'question',
        locale: 'zh-TW',
        page: ZH_PAGE,
        helpful: null,
        reason: null,
        point: 'refund-atm-days',
        text: `${run} 退款要幾天？請回電 [phone] 或 [phone]，信箱 [email]`,
        query: null,
      },
      {
        kind: 'zero-result',
        locale: 'zh-TW',
        page: null,
        helpful: null,
        reason: null,
        point: null,
        text: null,
        query: `${run} 超商代碼繳費`,
      },
    ]);
    assert.deepEqual(
      rows(
        'SELECT email FROM reply_addresses WHERE signal_id = ?',
        String(questionId!.id),
      ),
      [{email: 'reply@example.com'}],
    );
    const everything = JSON.stringify(rows('SELECT * FROM signals'));
    assert.doesNotMatch(everything, /0912|2345-6789|wang\.da-ming|127\.0\./);
    assert.doesNotMatch(
      JSON.stringify(rows('SELECT * FROM rate_limits')),
      /127\.0\./,
    );
  });

  test('a plain form post is answered 303 to the thank-you page of its locale', async () => {
    for (const [locale, page, home] of [
      ['en', PAGE, BASE],
      ['zh-TW', ZH_PAGE, `${BASE}zh-TW/`],
    ] as const) {
      const answer = await send(
        form({
          kind: 'rating',
          locale,
          page,
          helpful: 'yes',
          text: `${run} form ${locale}`,
        }),
        {type: FORM, address: '127.0.3.2'},
      );
      assert.equal(answer.status, 303, answer.text);
      assert.equal(answer.headers.location, `${home}${THANKS_PATH}`);
      assertPolicy(answer, `form ${locale}`);
    }
    assert.equal(
      rows(
        "SELECT count(*) AS n FROM signals WHERE text LIKE ? || ' form %'",
        run,
      )[0]!.n,
      2,
    );
  });

  test('Sec-GPC: 1 — a zero-result search is answered 202 and not recorded', async () => {
    const query = `${run} gpc query`;
    const answer = await send(
      json({kind: 'zero-result', locale: 'en', query}),
      {address: '127.0.3.3', headers: {'Sec-GPC': '1'}},
    );
    assert.equal(answer.status, 202);
    assert.deepEqual(JSON.parse(answer.text), {ok: true, recorded: false});
    assertPolicy(answer, 'gpc');
    assert.equal(
      rows('SELECT count(*) AS n FROM signals WHERE query = ?', query)[0]!.n,
      0,
    );
  });

  test('refusals: 400, 403, 405, 413, 415 in JSON; a refused form gets a page in its language, nothing echoed', async () => {
    const cases: Array<[Promise<Answer>, number, string]> = [
      [send('{"kind":"rating"', {address: '127.0.3.4'}), 400, 'bad-request'],
      [
        send(json({kind: 'rating', locale: 'fr', page: PAGE, helpful: true}), {
          address: '127.0.3.4',
        }),
        400,
        'bad-request',
      ],
      [
        send(json({kind: 'zero-result', locale: 'en', query: 'x'}), {
          address: '127.0.3.4',
          headers: {Origin: 'https://evil.example'},
        }),
        403,
        'forbidden-origin',
      ],
      [
        send('{}', {address: '127.0.3.4', method: 'PUT'}),
        405,
        'method-not-allowed',
      ],
      [
        send(
          json({
            kind: 'zero-result',
            locale: 'en',
            query: 'x'.repeat(LIMITS.bodyBytes),
          }),
          {address: '127.0.3.4'},
        ),
        413,
        'too-large',
      ],
      // Far past the cap too (on nginx its own 413, in the same JSON).
      [
        send('x'.repeat(20 * LIMITS.bodyBytes), {address: '127.0.3.4'}),
        413,
        'too-large',
      ],
      [
        send('query=x', {type: 'text/plain', address: '127.0.3.4'}),
        415,
        'unsupported-media-type',
      ],
    ];
    for (const [pending, status, code] of cases) {
      const answer = await pending;
      assert.equal(answer.status, status, answer.text);
      assert.equal(errorCode(answer), code);
      assertPolicy(answer, String(status));
    }
    const crossSite = await send(
      json({kind: 'zero-result', locale: 'en', query: 'x'}),
      {
        address: '127.0.3.4',
        headers: {Origin: '', 'Sec-Fetch-Site': 'cross-site'},
      },
    );
    assert.equal(crossSite.status, 403);
    const get = await send('', {address: '127.0.3.4', method: 'GET'});
    assert.equal(get.status, 405);
    assert.equal(get.headers.allow, 'POST');
    const hostile = '<img src=x onerror=alert(1)>';
    const refused = await send(
      form({kind: 'question', locale: 'zh-TW', page: hostile, text: hostile}),
      {type: FORM, address: '127.0.3.4'},
    );
    assert.equal(refused.status, 400);
    assert.equal(refused.headers['content-type'], 'text/html; charset=utf-8');
    assert.equal(refused.headers['content-language'], 'zh-TW');
    assert.match(refused.text, /<html lang="zh-TW">[\s\S]*您的意見未送出/);
    assert.match(refused.text, new RegExp(`href="${BASE}zh-TW/"`));
    assert.doesNotMatch(refused.text, /onerror|<img/);
    assertPolicy(refused, 'refused form');
  });

  test(`LIMITS.postsPerWindow: post ${LIMITS.postsPerWindow + 1} from one address in ${LIMITS.windowMinutes} minutes is 429 (JSON; a form gets its page)`, async () => {
    const address = '127.0.4.1';
    for (let i = 0; i < LIMITS.postsPerWindow; i += 1) {
      const answer = await send(
        json({kind: 'zero-result', locale: 'en', query: `${run} flood ${i}`}),
        {address},
      );
      assert.equal(answer.status, 201, `post ${i + 1}: ${answer.text}`);
    }
    const flood = await send(
      json({kind: 'zero-result', locale: 'en', query: `${run} flood over`}),
      {address},
    );
    assert.equal(flood.status, 429);
    assert.equal(errorCode(flood), 'rate-limited');
    assert.ok(Number(flood.headers['retry-after']) > 0);
    assertPolicy(flood, '429');
    const floodForm = await send(
      form({kind: 'zero-result', locale: 'en', query: `${run} flood form`}),
      {type: FORM, address},
    );
    assert.equal(floodForm.status, 429);
    assert.match(floodForm.text, /<html lang="en">[\s\S]*wait a few minutes/);
    const other = await send(
      json({kind: 'zero-result', locale: 'en', query: `${run} other address`}),
      {address: '127.0.4.2'},
    );
    assert.equal(other.status, 201);
    assert.equal(
      rows(
        "SELECT count(*) AS n FROM signals WHERE query LIKE ? || ' flood %'",
        run,
      )[0]!.n,
      LIMITS.postsPerWindow,
    );
  });

  test('200 posts at once, from 200 addresses: every accepted record stored exactly once', async () => {
    const answers = await Promise.all(
      Array.from({length: 200}, (_, i) =>
        send(
          json({
            kind: 'rating',
            locale: i % 2 ? 'zh-TW' : 'en',
            page: i % 2 ? ZH_PAGE : PAGE,
            helpful: i % 3 === 0,
            text: `${run} concurrent ${i}`,
          }),
          {address: `127.0.${10 + Math.floor(i / 100)}.${(i % 100) + 1}`},
        ),
      ),
    );
    const accepted = answers
      .map((answer, i) => (answer.status === 201 ? i : -1))
      .filter((i) => i >= 0);
    assert.equal(accepted.length, 200, answers.map((a) => a.status).join(' '));
    const stored = rows(
      "SELECT text, count(*) AS n FROM signals WHERE text LIKE ? || ' concurrent %' GROUP BY text",
      run,
    );
    assert.equal(stored.length, 200);
    assert.ok(stored.every((row) => row.n === 1));
  });

  test(
    'endpointDown: while the Node server restarts, nginx answers 503 in JSON and keeps serving pages; nothing acknowledged is lost; the purge runs at its start',
    onlyOn('nginx', 'endpointDown'),
    async () => {
      const before = Number(rows('SELECT count(*) AS n FROM signals')[0]!.n);
      // A record past its retention, written as an earlier run would have.
      write(
        "INSERT INTO signals (kind, locale, day, query) VALUES ('zero-result', 'en', '2000-01-01', ?)",
        `${run} expired`,
      );
      const pidFile = join(state.server!.data, 'node-server.pid');
      const pid = Number(readFileSync(pidFile, 'utf8'));
      process.kill(pid, 'SIGKILL');
      const down = await send(
        json({kind: 'zero-result', locale: 'en', query: `${run} down`}),
        {address: '127.0.5.1'},
      );
      assert.equal(down.status, 503, down.text);
      assert.equal(errorCode(down), 'unavailable');
      assertPolicy(down, '503');
      const page = await fetch(`http://127.0.0.1:${state.port}${BASE}docs/`);
      assert.equal(page.status, 200);
      await page.body?.cancel();
      // deploy/with-node-server.sh starts it again a second later.
      let after: Answer | undefined;
      for (let i = 0; i < 100; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        after = await send(
          json({kind: 'zero-result', locale: 'en', query: `${run} back`}),
          {address: '127.0.5.1'},
        );
        if (after.status !== 503) break;
      }
      assert.equal(after?.status, 201, after?.text);
      assert.notEqual(Number(readFileSync(pidFile, 'utf8')), pid);
      assert.equal(rows('SELECT count(*) AS n FROM signals')[0]!.n, before + 1);
      assert.equal(
        rows(
          'SELECT count(*) AS n FROM signals WHERE query = ?',
          `${run} expired`,
        )[0]!.n,
        0,
      );
    },
  );

  test(
    'storage: the Worker’s cron trigger purges records past their retention',
    onlyOn('workerd', 'storage'),
    async () => {
      write(
        "INSERT INTO signals (kind, locale, day, query) VALUES ('zero-result', 'en', '2000-01-01', ?)",
        `${run} expired`,
      );
      const kept = Number(rows('SELECT count(*) AS n FROM signals')[0]!.n) - 1;
      const scheduled = await fetch(
        `http://127.0.0.1:${state.port}/cdn-cgi/local/scheduled`,
      );
      assert.equal(scheduled.status, 200, await scheduled.text());
      assert.equal(rows('SELECT count(*) AS n FROM signals')[0]!.n, kept);
    },
  );

  test('a database that fails is a 503 with a clear message (a form gets its page); the site keeps serving', async () => {
    write('ALTER TABLE signals RENAME TO signals_away');
    try {
      const down = await send(
        json({kind: 'zero-result', locale: 'en', query: `${run} no table`}),
        {address: '127.0.6.1'},
      );
      assert.equal(down.status, 503, down.text);
      assert.equal(errorCode(down), 'unavailable');
      assertPolicy(down, '503');
      const downForm = await send(
        form({kind: 'zero-result', locale: 'zh-TW', query: `${run} no table`}),
        {type: FORM, address: '127.0.6.1'},
      );
      assert.equal(downForm.status, 503);
      assert.match(downForm.text, /目前無法儲存意見/);
      const page = await fetch(`http://127.0.0.1:${state.port}${BASE}docs/`);
      assert.equal(page.status, 200);
      await page.body?.cancel();
    } finally {
      write('ALTER TABLE signals_away RENAME TO signals');
    }
    const back = await send(
      json({kind: 'zero-result', locale: 'en', query: `${run} table back`}),
      {address: '127.0.6.1'},
    );
    assert.equal(back.status, 201, back.text);
  });
});
