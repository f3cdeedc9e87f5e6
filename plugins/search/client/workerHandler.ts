/**
 * What the search worker does, without the worker: parse the index and
 * build the engine once, then answer queries. Kept apart from the worker
 * entry (worker.ts) so it can be tested in Node.
 */
import {
  INDEX_VERSION,
  engineOf,
  type Engine,
  PageLink,
  SearchIndexFile,
  SearchParams,
  SearchResponse,
} from '@paynow-docs/search-engine';

/** Messages to the worker. The index arrives as bytes, moved (not copied) from the page. */
export type WorkerRequest =
  | {type: 'load'; index: ArrayBuffer}
  | {type: 'search'; id: number; params: SearchParams};

/** Messages from the worker. */
export type WorkerReply =
  | {type: 'loaded'; size: number; popular: PageLink[]}
  | {type: 'failed'; message: string}
  | {type: 'result'; id: number; response: SearchResponse}
  | {type: 'searchFailed'; id: number; message: string};

function isIndexFile(value: unknown): value is SearchIndexFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as SearchIndexFile).version === INDEX_VERSION &&
    Array.isArray((value as SearchIndexFile).records)
  );
}

export function createWorkerHandler(): (request: WorkerRequest) => WorkerReply {
  let engine: Engine | null = null;
  return (request) => {
    if (request.type === 'load') {
      try {
        const file: unknown = JSON.parse(
          new TextDecoder().decode(request.index),
        );
        if (!isIndexFile(file)) {
          return {
            type: 'failed',
            message: `Not a search index (version ${INDEX_VERSION}).`,
          };
        }
        engine = engineOf(file);
        return {
          type: 'loaded',
          size: engine.size,
          popular: Array.isArray(file.popular) ? file.popular : [],
        };
      } catch (error) {
        return {type: 'failed', message: String(error)};
      }
    }
    if (!engine) {
      return {
        type: 'searchFailed',
        id: request.id,
        message: 'The index is not loaded.',
      };
    }
    return {
      type: 'result',
      id: request.id,
      response: engine.search(request.params),
    };
  };
}
