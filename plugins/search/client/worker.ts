/**
 * The search worker: fetching and parsing the index's shards and ranking
 * take time on a slow phone, which would freeze the page if done on its
 * main thread. Bundled as its own same-origin file (the CSP allows
 * `worker-src 'self'`, no blob: URLs).
 */
import {createWorkerHandler, type WorkerRequest} from './workerHandler.ts';

const handle = createWorkerHandler();
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: unknown): void;
};
scope.onmessage = (event) => {
  void handle(event.data).then((reply) => scope.postMessage(reply));
};
