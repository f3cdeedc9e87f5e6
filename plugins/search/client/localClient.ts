import {createEngine, type Engine} from '../engine.ts';
import type {SearchClient, SearchIndexFile} from '../types.ts';

/** Thrown when the page has no built index (dev server). */
export class IndexNotBuiltError extends Error {
  constructor() {
    super('The search index is built by `npm run build`.');
    this.name = 'IndexNotBuiltError';
  }
}

/** Thrown when the index file or the hosted service cannot be reached. */
export class SearchUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SearchUnavailableError';
  }
}

/**
 * Search over the static index file. The file is fetched on the first search
 * only; a failed fetch is not cached, so the next search (a retry) fetches again.
 * @param indexUrl URL of the hashed index file, or null when none was built.
 */
export function createLocalClient(
  indexUrl: string | null,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): SearchClient & {load(): Promise<Engine>} {
  let engine: Promise<Engine> | null = null;

  function load(): Promise<Engine> {
    if (!indexUrl) {
      return Promise.reject(new IndexNotBuiltError());
    }
    engine ??= fetchImpl(indexUrl)
      .catch((error: unknown) => {
        throw new SearchUnavailableError(String(error));
      })
      .then(async (response) => {
        if (!response.ok) {
          throw new SearchUnavailableError(`HTTP ${response.status}`);
        }
        const file = (await response.json()) as SearchIndexFile;
        const ready = createEngine(file.records);
        // Compile the engine's code paths while the reader is still typing.
        for (const query of [
          'in',
          'ref',
          'refund a',
          'print label 7',
          'invoce',
        ]) {
          ready.search({query});
        }
        return ready;
      })
      .catch((error: unknown) => {
        engine = null;
        throw error;
      });
    return engine;
  }

  return {
    load,
    async search(params) {
      const ready = await load();
      const start = performance.now();
      const response = ready.search(params);
      performance.measure('pn-search-query', {
        start,
        end: performance.now(),
        detail: params.query,
      });
      return response;
    },
  };
}
