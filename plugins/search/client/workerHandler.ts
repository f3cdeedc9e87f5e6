/**
 * What the search worker does, without the worker: read the index's
 * manifest, then answer queries, fetching the shards each query needs
 * (chunks.ts) beside the manifest. Kept apart from the worker entry
 * (worker.ts) so it can be tested in Node.
 */
import {
  chunkedSearch,
  type ChunkedSearch,
  type IndexManifest,
  type PageLink,
  type SearchParams,
  type SearchResponse,
} from '@paynow-docs/search-engine';

/** Messages to the worker. The manifest arrives as bytes, moved (not copied) from the page, with its URL: its shards are beside it. */
export type WorkerRequest =
  | {type: 'load'; index: ArrayBuffer; url: string}
  | {type: 'search'; id: number; params: SearchParams};

/** Messages from the worker. */
export type WorkerReply =
  | {type: 'loaded'; size: number; popular: PageLink[]}
  | {type: 'failed'; message: string}
  | {type: 'result'; id: number; response: SearchResponse}
  | {type: 'searchFailed'; id: number; message: string};

export function createWorkerHandler({
  fetchImpl = (...args) => fetch(...args),
}: {fetchImpl?: typeof fetch} = {}): (
  request: WorkerRequest,
) => Promise<WorkerReply> {
  let engine: ChunkedSearch | null = null;
  return async (request) => {
    if (request.type === 'load') {
      try {
        // chunkedSearch refuses a file that is not a manifest of this version.
        const file = JSON.parse(
          new TextDecoder().decode(request.index),
        ) as IndexManifest;
        engine = chunkedSearch(file, async (name) => {
          const response = await fetchImpl(new URL(name, request.url));
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          return response.text();
        });
        return {
          type: 'loaded',
          size: file.chunked.pages,
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
    try {
      return {
        type: 'result',
        id: request.id,
        response: await engine.search(request.params),
      };
    } catch (error) {
      // A shard that could not be fetched: the next search tries it again.
      return {type: 'searchFailed', id: request.id, message: String(error)};
    }
  };
}
