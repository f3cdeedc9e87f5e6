/**
 * The zero-result recorder: each distinct query posted once, as the
 * contract's JSON signal with keepalive; nothing under Global Privacy
 * Control; a failing network, sync or async, never reaches the caller.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {createZeroResultRecorder, queryKey} from './zeroResults.ts';

describe('zero-result recorder', () => {
  function recorder(
    options: {
      privacyControl?: () => boolean;
      post?: (url: string, init: RequestInit) => Promise<unknown>;
    } = {},
  ) {
    const posts: {url: string; init: RequestInit}[] = [];
    const recorder = createZeroResultRecorder({
      endpoint: '/base/feedback',
      locale: 'zh-TW',
      post:
        options.post ??
        ((url, init) => {
          posts.push({url, init});
          return Promise.resolve();
        }),
      privacyControl: options.privacyControl,
    });
    return {recorder, posts};
  }

  test('posts the signal once per distinct query', () => {
    const {recorder: r, posts} = recorder();
    assert.equal(r.record('  Apple  Pay '), true);
    assert.equal(r.record('apple pay'), false);
    assert.equal(r.record('退款'), true);
    assert.equal(posts.length, 2);
    assert.equal(posts[0]!.url, '/base/feedback');
    assert.equal(posts[0]!.init.method, 'POST');
    assert.equal(posts[0]!.init.keepalive, true);
    assert.equal(posts[0]!.init.credentials, 'omit');
    assert.deepEqual(JSON.parse(String(posts[0]!.init.body)), {
      kind: 'zero-result',
      locale: 'zh-TW',
      query: 'Apple  Pay',
    });
  });

  test('an empty query is not a signal', () => {
    const {recorder: r, posts} = recorder();
    assert.equal(r.record('   '), false);
    assert.equal(posts.length, 0);
  });

  test('nothing is sent under Global Privacy Control', () => {
    const {recorder: r, posts} = recorder({privacyControl: () => true});
    assert.equal(r.record('refund'), false);
    assert.equal(posts.length, 0);
  });

  test('a failed post, rejected or thrown, is silent', async () => {
    const rejecting = recorder({post: () => Promise.reject(new Error('x'))});
    assert.equal(rejecting.recorder.record('a'), true);
    const throwing = recorder({
      post: () => {
        throw new TypeError('keepalive body too large');
      },
    });
    assert.doesNotThrow(() => throwing.recorder.record('b'));
    // Let the rejection settle: an unhandled one would fail the run.
    await new Promise((resolve) => setTimeout(resolve, 10));
  });

  test('queryKey trims, collapses spaces and lower-cases', () => {
    assert.equal(queryKey('  Print\tLabel '), 'print label');
  });
});
