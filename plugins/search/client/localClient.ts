import type {
  PageLink,
  SearchClient,
  SearchResponse,
} from '@paynow-docs/search-engine';
import type {WorkerReply, WorkerRequest} from './workerHandler.ts';

/** Thrown when the page has no built index (dev server). */
export class IndexNotBuiltError extends Error {
  constructor() {
    super('The search index is built by `npm run build`.');
    this.name = 'IndexNotBuiltError';
  }
}

/** Thrown when the index (its manifest or a shard) or the hosted service cannot be reached. */
export class SearchUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SearchUnavailableError';
  }
}

/** The part of a `Worker` the client uses (a fake one in unit tests). */
export interface WorkerLike {
  postMessage(message: WorkerRequest, transfer: Transferable[]): void;
  addEventListener(
    type: 'message',
    listener: (event: MessageEvent<WorkerReply>) => void,
  ): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
  terminate(): void;
}

export interface LocalClientOptions {
  fetchImpl?: typeof fetch;
  /** Starts the worker that reads the index and runs the engine. */
  createWorker(): WorkerLike;
}

/**
 * Search over the static chunked index, in a web worker. The page
 * downloads the index's manifest (small; a failure can be retried) and
 * moves the bytes to the worker, which fetches the shards each query needs
 * beside it and ranks off the main thread. The download starts with the
 * first call of `load()` (when the reader shows an intent to search); a
 * failure is not cached, so the next call (a retry) starts over, and a
 * shard that could not be fetched fails only its search.
 * @param indexUrl URL of the hashed index manifest, or null when none was built.
 */
export function createLocalClient(
  indexUrl: string | null,
  {fetchImpl = (...args) => fetch(...args), createWorker}: LocalClientOptions,
): SearchClient & {load(): Promise<void>; popular(): Promise<PageLink[]>} {
  let ready: Promise<WorkerLike> | null = null;
  let popular: PageLink[] = [];
  let nextId = 0;
  const pending = new Map<
    number,
    {resolve(response: SearchResponse): void; reject(error: Error): void}
  >();

  async function start(url: string): Promise<WorkerLike> {
    // The worker's code downloads and compiles while the index downloads.
    const worker = createWorker();
    const loaded = new Promise<WorkerLike>((resolve, reject) => {
      const fail = (message: string) => {
        worker.terminate();
        ready = null;
        for (const request of pending.values()) {
          request.reject(new SearchUnavailableError(message));
        }
        pending.clear();
        reject(new SearchUnavailableError(message));
      };
      worker.addEventListener('error', () =>
        fail('The search worker could not start.'),
      );
      worker.addEventListener('message', ({data}) => {
        if (data.type === 'loaded') {
          popular = data.popular;
          resolve(worker);
        } else if (data.type === 'failed') {
          fail(data.message);
        } else {
          const request = pending.get(data.id);
          pending.delete(data.id);
          if (data.type === 'result') request?.resolve(data.response);
          else request?.reject(new SearchUnavailableError(data.message));
        }
      });
    });
    let index: ArrayBuffer;
    try {
      const response = await fetchImpl(url).catch((error: unknown) => {
        throw new SearchUnavailableError(String(error));
      });
      if (!response.ok) {
        throw new SearchUnavailableError(`HTTP ${response.status}`);
      }
      index = await response.arrayBuffer();
    } catch (error) {
      worker.terminate();
      loaded.catch(() => undefined);
      throw error;
    }
    const absolute = new URL(
      url,
      globalThis.location?.href ?? 'http://localhost/',
    ).href;
    worker.postMessage({type: 'load', index, url: absolute}, [index]);
    return loaded;
  }

  function load(): Promise<WorkerLike> {
    if (!indexUrl) {
      return Promise.reject(new IndexNotBuiltError());
    }
    ready ??= start(indexUrl).catch((error: unknown) => {
      ready = null;
      throw error;
    });
    return ready;
  }

  return {
    load: () => load().then(() => undefined),
    popular: () => load().then(() => popular),
    async search(params) {
      const worker = await load();
      const id = nextId++;
      return new Promise<SearchResponse>((resolve, reject) => {
        pending.set(id, {resolve, reject});
        worker.postMessage({type: 'search', id, params}, []);
      });
    },
  };
}
