import {test} from 'node:test';
import assert from 'node:assert/strict';
import {LIMITS, THANKS_PATH} from './contract.ts';
import {handleFeedback, type FeedbackOptions} from './handler.ts';
import {openSignalsDatabase, SQLITE_LIMITS} from './sqlite.ts';
import {purge, retentionStart, slotOf, storeSignal} from './store.ts';

const BASE = '/guides/';
const URL_ = 'https://docs.example.com/guides/feedback';
const ORIGIN = 'https://docs.example.com';
const NOW = new Date('2026-12-07T03:04:05Z');

function setup(now: Date = NOW) {
  const db = openSignalsDatabase(':memory:');
  const rows = (sql: string) =>
    db.driver.batch([{sql, params: []}]).then(([result]) => result!);
  const options = (address = '203.0.113.9'): FeedbackOptions => ({
    baseUrl: BASE,
    driver: db.driver,
    clientAddress: address,
    now: () => now,
  });
  return {db, rows, options};
}

function post(
  body: string | object,
  {
    type = typeof body === 'string'
      ? 'application/x-www-form-urlencoded'
      : 'application/json',
    headers = {},
  }: {type?: string; headers?: Record<string, string>} = {},
) {
  return new Request(URL_, {
    method: 'POST',
    headers: {'Content-Type': type, Origin: ORIGIN, ...headers},
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const rating = {
  kind: 'rating',
  locale: 'en',
  page: '/guides/docs/refund',
  helpful: false,
  reason: 'unclear',
  text: 'Call me on 0912-345-678 or mail a@b.tw',
};

test('a JSON rating is stored redacted and answered 201', async () => {
  const {rows, options} = setup();
  const answer = await handleFeedback(post(rating), options());
  assert.equal(answer.status, 201);
  assert.deepEqual(await answer.json(), {ok: true});
  assert.equal(answer.headers.get('set-cookie'), null);
  assert.deepEqual(
    await rows(
      'SELECT kind, locale, day, page, helpful, reason, text FROM signals',
    ),
    [
      {
        kind: 'rating',
        locale: 'en',
        day: '2026-12-07',
        page: '/guides/docs/refund',
        helpful: 0,
        reason: 'unclear',
        text: 'Call me on [phone] or mail [email]',
      },
    ],
  );
});

test('a form question is sent on to its locale’s thank-you page; the reply address only with consent', async () => {
  const {rows, options} = setup();
  const zh = await handleFeedback(
    post(
      new URLSearchParams({
        kind: 'question',
        locale: 'zh-TW',
        page: '/guides/zh-TW/docs/refund',
        point: 'refund-atm-days',
        text: '請問退款要幾天？電話 02-2345-6789',
        email: 'reader@example.com',
        consent: 'on',
      }).toString(),
    ),
    options(),
  );
  assert.equal(zh.status, 303);
  assert.equal(zh.headers.get('location'), `/guides/zh-TW/${THANKS_PATH}`);
  const en = await handleFeedback(
    post(
      'kind=question&locale=en&page=%2Fguides%2Fdocs%2F&text=Hello&email=no-consent%40example.com',
    ),
    options(),
  );
  assert.equal(en.headers.get('location'), `/guides/${THANKS_PATH}`);
  assert.deepEqual(
    await rows('SELECT id, point, text FROM signals ORDER BY id'),
    [
      {id: 1, point: 'refund-atm-days', text: '請問退款要幾天？電話 [phone]'},
      {id: 2, point: null, text: 'Hello'},
    ],
  );
  assert.deepEqual(await rows('SELECT signal_id, email FROM reply_addresses'), [
    {signal_id: 1, email: 'reader@example.com'},
  ]);
});

test('a zero-result search with Sec-GPC: 1 is answered 202 and not recorded', async () => {
  const {rows, options} = setup();
  const search = {kind: 'zero-result', locale: 'zh-TW', query: '超商代碼'};
  const gpc = await handleFeedback(
    post(search, {headers: {'Sec-GPC': '1'}}),
    options(),
  );
  assert.equal(gpc.status, 202);
  assert.deepEqual(await gpc.json(), {ok: true, recorded: false});
  assert.equal((await rows('SELECT * FROM signals')).length, 0);
  assert.equal((await handleFeedback(post(search), options())).status, 201);
  assert.deepEqual(await rows('SELECT query FROM signals'), [
    {query: '超商代碼'},
  ]);
});

test('validation: each malformed post is a 400 with a clear message, nothing stored', async () => {
  const {rows, options} = setup();
  for (const [body, message] of [
    ['{not json', /not JSON/],
    [[1], /JSON object/],
    [{...rating, kind: 'vote'}, /"kind" must be one of/],
    [{...rating, locale: 'fr'}, /"locale" must be one of en, zh-TW/],
    [
      {...rating, page: 'https://evil.example/'},
      /"page" must be a path of this site/,
    ],
    [{...rating, page: '/elsewhere/'}, /"page" must be a path of this site/],
    [{...rating, helpful: 'yes'}, /"helpful" must be true or false/],
    [{...rating, reason: 'bad'}, /"reason" must be one of/],
    [{...rating, text: 'x'.repeat(LIMITS.text + 1)}, /longer than 2000/],
    [{...rating, text: 'a\u0000b'}, /control character/],
    [{...rating, query: 'x'}, /"query" is not a field of a rating/],
    [
      {kind: 'question', locale: 'en', page: '/guides/', text: '  '},
      /"text" must not be empty/,
    ],
    [
      {
        kind: 'question',
        locale: 'en',
        page: '/guides/',
        text: 'q',
        email: 'nope',
      },
      /not an e-mail/,
    ],
    [{kind: 'zero-result', locale: 'en'}, /"query" is required/],
    [
      'kind=rating&locale=en&page=%2Fguides%2F&helpful=maybe',
      /"helpful" must be yes or no/,
    ],
    ['kind=rating&kind=rating&locale=en', /sent twice/],
    [
      'kind=rating&locale=en&page=%2Fguides%2F&helpful=yes&admin=1',
      /"admin" is not a field of the form/,
    ],
  ] as const) {
    const answer = await handleFeedback(
      typeof body === 'string' && body.startsWith('{')
        ? post(body, {type: 'application/json'})
        : post(body as string | object),
      options(),
    );
    assert.equal(answer.status, 400, String(message));
    if (answer.headers.get('content-type')!.startsWith('application/json')) {
      const {error} = (await answer.json()) as {
        error: {code: string; message: string};
      };
      assert.equal(error.code, 'bad-request');
      assert.match(error.message, message);
    } else {
      assert.match(await answer.text(), /Your feedback was not sent/);
    }
  }
  assert.equal((await rows('SELECT * FROM signals')).length, 0);
});

test('refusals: 405, 403, 415, 413, each in JSON; a refused form gets a fixed page in its locale, nothing echoed', async () => {
  const {options} = setup();
  const get = await handleFeedback(new Request(URL_), options());
  assert.equal(get.status, 405);
  assert.equal(get.headers.get('allow'), 'POST');
  for (const headers of [
    {Origin: 'https://evil.example'},
    {Origin: 'null'},
    {Origin: '', 'Sec-Fetch-Site': 'cross-site'},
  ] as Array<Record<string, string>>) {
    const request = post(rating, {headers});
    if (headers.Origin === '') request.headers.delete('Origin');
    const answer = await handleFeedback(request, options());
    assert.equal(answer.status, 403, JSON.stringify(headers));
    assert.equal(
      ((await answer.json()) as {error: {code: string}}).error.code,
      'forbidden-origin',
    );
  }
  const noOrigin = post(rating, {headers: {'Sec-Fetch-Site': 'same-origin'}});
  noOrigin.headers.delete('Origin');
  assert.equal((await handleFeedback(noOrigin, options())).status, 201);
  const text = await handleFeedback(
    post('hello', {type: 'text/plain'}),
    options(),
  );
  assert.equal(text.status, 415);
  const big = await handleFeedback(
    post({...rating, text: 'x'.repeat(LIMITS.bodyBytes)}),
    options(),
  );
  assert.equal(big.status, 413);
  assert.match(
    ((await big.json()) as {error: {message: string}}).error.message,
    /8192 bytes/,
  );
  const hostile = '<script>alert(1)</script>';
  const form = await handleFeedback(
    post(
      `kind=rating&locale=zh-TW&page=${encodeURIComponent(hostile)}&helpful=yes`,
    ),
    options(),
  );
  assert.equal(form.status, 400);
  assert.equal(form.headers.get('content-type'), 'text/html; charset=utf-8');
  const page = await form.text();
  assert.match(page, /<html lang="zh-TW">/);
  assert.match(page, /您的意見未送出/);
  assert.match(page, /href="\/guides\/zh-TW\/">PayNow 文件首頁<\/a>。<\/p>/);
  assert.doesNotMatch(page, /script|alert/);
  const foreign = await handleFeedback(
    post('kind=rating', {
      headers: {
        Origin: 'https://evil.example',
        'Accept-Language': 'zh-TW,zh;q=0.9',
      },
    }),
    options(),
  );
  assert.equal(foreign.status, 403);
  assert.match(await foreign.text(), /其他網站/);
});

test('LIMITS.postsPerWindow: the next post from one address in the window is 429; another address and the next window are not', async () => {
  const {rows, options} = setup();
  for (let i = 0; i < LIMITS.postsPerWindow; i += 1) {
    assert.equal((await handleFeedback(post(rating), options())).status, 201);
  }
  const flood = await handleFeedback(post(rating), options());
  assert.equal(flood.status, 429);
  assert.ok(Number(flood.headers.get('retry-after')) > 0);
  assert.equal(
    ((await flood.json()) as {error: {code: string}}).error.code,
    'rate-limited',
  );
  assert.equal(
    (await handleFeedback(post(rating), options('198.51.100.1'))).status,
    201,
  );
  const later = new Date(NOW.getTime() + LIMITS.windowMinutes * 60_000);
  assert.equal(
    (await handleFeedback(post(rating), {...options(), now: () => later}))
      .status,
    201,
  );
  assert.equal(
    (await rows('SELECT * FROM signals')).length,
    LIMITS.postsPerWindow + 2,
  );
  const keys = await rows('SELECT key, slot FROM rate_limits');
  assert.ok(keys.every((row) => /^[0-9a-f]{64}$/.test(String(row.key))));
  assert.ok(keys.every((row) => !String(row.key).includes('203.0.113.9')));
  assert.equal(slotOf(NOW), '2026-12-07T03:00');
});

test('the salt changes daily; the salts and counts of earlier days are deleted with the next post', async () => {
  const {rows, options} = setup();
  await handleFeedback(post(rating), options());
  const [first] = await rows(
    'SELECT day, salt, (SELECT key FROM rate_limits) AS key FROM daily_salts',
  );
  const tomorrow = new Date(NOW.getTime() + 24 * 60 * 60 * 1000);
  await handleFeedback(post(rating), {...options(), now: () => tomorrow});
  const salts = await rows('SELECT day, salt FROM daily_salts');
  assert.deepEqual(
    salts.map((row) => row.day),
    ['2026-12-08'],
  );
  assert.notEqual(salts[0]!.salt, first!.salt);
  const keys = await rows('SELECT key, slot FROM rate_limits');
  assert.equal(keys.length, 1);
  assert.notEqual(keys[0]!.key, first!.key);
});

test('LIMITS.retentionDays: purge deletes records older than 90 days with their reply addresses', async () => {
  const {db, rows} = setup();
  const old = new Date(
    NOW.getTime() - (LIMITS.retentionDays + 1) * 24 * 60 * 60 * 1000,
  );
  const kept = new Date(
    NOW.getTime() - (LIMITS.retentionDays - 1) * 24 * 60 * 60 * 1000,
  );
  const question = {
    kind: 'question',
    locale: 'en',
    page: '/guides/',
    text: 'q',
    email: 'a@b.tw',
    consent: true,
  } as const;
  await storeSignal(db.driver, question, old);
  await storeSignal(db.driver, question, kept);
  await storeSignal(
    db.driver,
    {kind: 'zero-result', locale: 'en', query: 'x'},
    NOW,
  );
  assert.equal(retentionStart(NOW), '2026-09-08');
  assert.equal(await purge(db.driver, NOW), 1);
  assert.deepEqual(await rows('SELECT day FROM signals ORDER BY id'), [
    {day: kept.toISOString().slice(0, 10)},
    {day: '2026-12-07'},
  ]);
  assert.deepEqual(await rows('SELECT signal_id FROM reply_addresses'), [
    {signal_id: 2},
  ]);
  assert.equal(await purge(db.driver, NOW), 0);
});

test('SQLITE_LIMITS.maxBytes: a full database, or none, is a 503 with a clear message', async () => {
  const full = openSignalsDatabase(':memory:', {maxBytes: 40 * 1024});
  const options: FeedbackOptions = {
    baseUrl: BASE,
    driver: full.driver,
    clientAddress: null,
    now: () => NOW,
  };
  const statuses = new Set<number>();
  for (let i = 0; i < 200; i += 1) {
    const answer = await handleFeedback(
      post({...rating, text: `${i} ${'x'.repeat(1500)}`}),
      {...options, clientAddress: `10.0.0.${i}`},
    );
    statuses.add(answer.status);
    if (answer.status === 503) {
      const {error} = (await answer.json()) as {
        error: {code: string; message: string};
      };
      assert.equal(error.code, 'unavailable');
      assert.match(error.message, /unavailable or full/);
      break;
    }
  }
  assert.ok(SQLITE_LIMITS.maxBytes > 40 * 1024);
  assert.deepEqual([...statuses].sort(), [201, 503]);
  const none = await handleFeedback(post(rating), {
    ...options,
    driver: undefined,
  });
  assert.equal(none.status, 503);
});
