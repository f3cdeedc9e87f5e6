import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  createLocalClient,
  IndexNotBuiltError,
  SearchUnavailableError,
  type WorkerLike,
} from './localClient.ts';
import {createWorkerHandler, type WorkerReply} from './workerHandler.ts';
import {INDEX_VERSION, type SearchRecord} from '@paynow-docs/search-engine';

const FILTERS = {language: 'en', tags: ['default', 'docs-default-current']};

const RECORDS: SearchRecord[] = [
  'Buyers who paid by ATM get a refund after review.',
  'Refund a transaction from the details window.',
  'The release notes mention refund once.',
  'Invoice numbers can be voided.',
].map((content, id) => ({
  id,
  url: `/docs/page-${id}`,
  type: 'lvl1',
  hierarchy: {lvl0: 'Guides', lvl1: `Page ${id}`, lvl2: null, lvl3: null},
  content,
  language: 'en',
  docusaurus_tag: 'docs-default-current',
}));

/** A worker that runs the worker's handler in this thread, as the browser would in its own. */
function fakeWorker(log: string[]): WorkerLike {
  const handle = createWorkerHandler();
  const listeners: ((event: MessageEvent<WorkerReply>) => void)[] = [];
  return {
    postMessage(message, transfer) {
      log.push(`${message.type}${transfer.length ? ' (moved)' : ''}`);
      const reply = handle(message);
      queueMicrotask(() =>
        listeners.forEach((listener) =>
          listener({data: reply} as MessageEvent<WorkerReply>),
        ),
      );
    },
    addEventListener(type: string, listener: unknown) {
      if (type === 'message') {
        listeners.push(listener as (event: MessageEvent<WorkerReply>) => void);
      }
    },
    terminate: () => log.push('terminate'),
  };
}

const indexResponse = (records: SearchRecord[] = RECORDS) =>
  new Response(JSON.stringify({version: INDEX_VERSION, records}));

test('local client: downloads the index once, parses it in the worker, reports failures and retries after one', async () => {
  let calls = 0;
  let online = false;
  const log: string[] = [];
  const fakeFetch = (async () => {
    calls += 1;
    if (!online) throw new TypeError('Failed to fetch');
    return indexResponse();
  }) as typeof fetch;
  const client = createLocalClient('/index.json', {
    fetchImpl: fakeFetch,
    createWorker: () => fakeWorker(log),
  });
  await assert.rejects(
    client.search({query: 'refund', filters: FILTERS}),
    SearchUnavailableError,
  );
  online = true;
  assert.equal(
    (await client.search({query: 'refund', filters: FILTERS})).nbHits,
    3,
  );
  await client.search({query: 'invoice', filters: FILTERS});
  assert.equal(calls, 2);
  // The failed download stopped its worker; then the bytes are moved to a
  // new one, which answers each query.
  assert.deepEqual(log, ['terminate', 'load (moved)', 'search', 'search']);

  const notFound = createLocalClient('/index.json', {
    fetchImpl: (async () => new Response('', {status: 404})) as typeof fetch,
    createWorker: () => fakeWorker([]),
  });
  await assert.rejects(notFound.search({query: 'x'}), SearchUnavailableError);
  await assert.rejects(
    createLocalClient(null, {createWorker: () => fakeWorker([])}).search({
      query: 'x',
    }),
    IndexNotBuiltError,
  );
});

test('local client: an index the worker cannot read is an error, not a hang', async () => {
  const log: string[] = [];
  const client = createLocalClient('/index.json', {
    fetchImpl: (async () => new Response('<html>')) as typeof fetch,
    createWorker: () => fakeWorker(log),
  });
  await assert.rejects(client.load(), SearchUnavailableError);
  assert.deepEqual(log, ['load (moved)', 'terminate']);
  const old = createLocalClient('/index.json', {
    fetchImpl: (async () =>
      new Response(JSON.stringify({version: 1, records: []}))) as typeof fetch,
    createWorker: () => fakeWorker([]),
  });
  await assert.rejects(old.load(), new RegExp(`version ${INDEX_VERSION}`));
});
