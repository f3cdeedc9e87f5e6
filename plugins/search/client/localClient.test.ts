import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  createLocalClient,
  IndexNotBuiltError,
  SearchUnavailableError,
  type WorkerLike,
} from './localClient.ts';
import {createWorkerHandler, type WorkerReply} from './workerHandler.ts';
import {
  INDEX_VERSION,
  chunkIndex,
  type IndexSite,
  type SearchRecord,
} from '@paynow-docs/search-engine';

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

/** The index of {@link RECORDS}: its manifest and shards, by file name. */
function indexFiles(records: SearchRecord[] = RECORDS): Map<string, string> {
  const {manifest, files} = chunkIndex({
    version: INDEX_VERSION,
    site: {} as IndexSite,
    records,
  }).files('.json');
  files.set('index.json', JSON.stringify(manifest));
  return files;
}

/** A fetch of the index's files (`/index.json` and its shards), failing while `online()` is false. */
function serve(
  files: Map<string, string>,
  online: () => boolean = () => true,
  calls: string[] = [],
): typeof fetch {
  return (async (url: string | URL) => {
    const name = String(url).split('/').at(-1)!;
    calls.push(name);
    if (!online()) throw new TypeError('Failed to fetch');
    const text = files.get(name);
    return text === undefined
      ? new Response('', {status: 404})
      : new Response(text);
  }) as typeof fetch;
}

/** A worker that runs the worker's handler in this thread, as the browser would in its own. */
function fakeWorker(
  log: string[],
  fetchImpl: typeof fetch = serve(indexFiles()),
): WorkerLike {
  const handle = createWorkerHandler({fetchImpl});
  const listeners: ((event: MessageEvent<WorkerReply>) => void)[] = [];
  return {
    postMessage(message, transfer) {
      log.push(`${message.type}${transfer.length ? ' (moved)' : ''}`);
      void handle(message).then((reply) =>
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

test('local client: downloads the manifest once, moves it to the worker, reports failures and retries after one', async () => {
  const calls: string[] = [];
  let online = false;
  const log: string[] = [];
  const fakeFetch = serve(indexFiles(), () => online, calls);
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
  assert.deepEqual(calls, ['index.json', 'index.json']);
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

test('local client: a shard the worker cannot fetch fails that search only; the next search fetches it again', async () => {
  const files = indexFiles();
  let shardsOnline = false;
  const workerCalls: string[] = [];
  const worker = serve(files, () => shardsOnline, workerCalls);
  const client = createLocalClient('/index.json', {
    fetchImpl: serve(files),
    createWorker: () => fakeWorker([], worker),
  });
  await assert.rejects(
    client.search({query: 'refund', filters: FILTERS}),
    SearchUnavailableError,
  );
  assert.ok(workerCalls.length > 0);
  assert.ok(workerCalls.every((name) => name !== 'index.json'));
  shardsOnline = true;
  const {hits} = await client.search({query: 'refund', filters: FILTERS});
  assert.deepEqual(hits.map((hit) => hit.url).sort(), [
    '/docs/page-0',
    '/docs/page-1',
    '/docs/page-2',
  ]);
});
