import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  createSearchStorage,
  FAVORITE_KEY,
  isSitePath,
  parseStored,
  RECENT_KEY,
  STORED_LIMIT,
  type StoredSearch,
} from './storage.ts';

const BASE = '/paynow-guideline/';

const entry = (n: number, url = `${BASE}docs/page-${n}`): StoredSearch => ({
  url,
  lvl0: 'Payment back office',
  title: `Page ${n}`,
  heading: `Section ${n}`,
  path: [`Section ${n}`],
});

/** localStorage as another script could have left it. */
function fakeStorage(values: Record<string, string> = {}) {
  return {
    values,
    getItem: (key: string) => values[key] ?? null,
    setItem: (key: string, value: string) => {
      values[key] = value;
    },
  };
}

test('only paths of this site under its base URL are links', () => {
  for (const good of [
    `${BASE}docs/payment-admin/refund`,
    `${BASE}docs/payment-admin/refund#log-in`,
    `${BASE}search?q=refund`,
  ]) {
    assert.equal(isSitePath(good, BASE), true, good);
  }
  for (const bad of [
    '//evil.example',
    '//evil.example/paynow-guideline/',
    'https://evil.example/paynow-guideline/',
    'javascript:alert(1)',
    ' javascript:alert(1)',
    `${BASE}..//evil.example`,
    `${BASE}../elsewhere`,
    '/elsewhere',
    `${BASE}\\\\evil.example`,
    `${BASE}docs\nx`,
    'data:text/html,x',
    42,
    null,
    {url: BASE},
  ]) {
    assert.equal(isSitePath(bad, BASE), false, JSON.stringify(bad));
  }
  // Under the root base URL, a protocol-relative URL is still another host.
  assert.equal(isSitePath('//evil.example/x', '/'), false);
  assert.equal(isSitePath('/docs/x', '/'), true);
});

test('tampered stored searches: bad entries are dropped, good ones kept, at most five', () => {
  const good = entry(1);
  const tampered = [
    null,
    'text',
    [good],
    {...good, url: '//evil.example'},
    {...good, url: 'https://evil.example/'},
    {...good, url: 'javascript:alert(document.domain)'},
    {...good, title: {toString: 'x'}},
    {...good, heading: ''},
    {...good, heading: 'x'.repeat(1000)},
    {...good, path: 'not a list'},
    {...good, path: [1, 2]},
    {...good, path: ['a', 'b', 'c', 'd', 'e']},
    {url: good.url},
    good,
    {...good, heading: 'The same URL again'},
    {...entry(2), extra: '<img src=x onerror=alert(1)>'},
  ];
  assert.deepEqual(parseStored(JSON.stringify(tampered), BASE), [
    good,
    entry(2),
  ]);
  // A hundred entries: only the first five are kept.
  const many = Array.from({length: 5000}, (_, n) => entry(n));
  assert.deepEqual(
    parseStored(JSON.stringify(many.slice(0, 100)), BASE),
    many.slice(0, STORED_LIMIT),
  );
  // 5 000 entries are too much text to be parsed at all.
  assert.deepEqual(parseStored(JSON.stringify(many), BASE), []);
  for (const raw of [null, '', '{', 'null', '{"0": 1}', '"[]"', '42']) {
    assert.deepEqual(parseStored(raw, BASE), [], String(raw));
  }
});

test('recent and favourite searches: newest first, capped, moved between lists', () => {
  const store = fakeStorage({
    [RECENT_KEY]: JSON.stringify([null, {...entry(9), url: '//evil.example'}]),
  });
  const storage = createSearchStorage(BASE, store);
  assert.deepEqual(storage.getRecent(), []);
  for (let n = 1; n <= 7; n += 1) storage.addRecent(entry(n));
  assert.deepEqual(
    storage.getRecent().map((item) => item.title),
    ['Page 7', 'Page 6', 'Page 5', 'Page 4', 'Page 3'],
  );
  // The tampered entries are gone from storage once it is written.
  assert.ok(!store.values[RECENT_KEY]!.includes('evil'));
  storage.addFavorite(entry(5));
  assert.deepEqual(
    storage.getFavorites().map((item) => item.title),
    ['Page 5'],
  );
  assert.ok(!storage.getRecent().some((item) => item.title === 'Page 5'));
  // A favourite is not recorded as recent again.
  storage.addRecent(entry(5));
  assert.ok(!storage.getRecent().some((item) => item.title === 'Page 5'));
  // Nothing that is not a site path is ever written.
  storage.addRecent({...entry(8), url: 'javascript:alert(1)'});
  storage.addFavorite({...entry(8), url: '//evil.example'});
  assert.ok(!JSON.stringify(store.values).includes('evil'));
  assert.ok(!JSON.stringify(store.values).includes('javascript'));
  storage.removeFavorite(entry(5).url);
  storage.removeRecent(entry(7).url);
  assert.deepEqual(storage.getFavorites(), []);
  assert.equal(storage.getRecent()[0]!.title, 'Page 6');
  assert.equal(JSON.parse(store.values[FAVORITE_KEY]!).length, 0);
});

test('storage that throws (disabled or full) leaves the lists empty', () => {
  const storage = createSearchStorage(BASE, {
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
  });
  assert.deepEqual(storage.getRecent(), []);
  assert.doesNotThrow(() => storage.addRecent(entry(1)));
});
