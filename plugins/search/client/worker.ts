/**
 * The search worker: parsing the index and building the engine take
 * hundreds of milliseconds on a slow phone, which would freeze the page if
 * done on its main thread. Bundled as its own same-origin file (the CSP
 * allows `worker-src 'self'`, no blob: URLs).
 */
import {createWorkerHandler, type WorkerRequest} from './workerHandler.ts';

const handle = createWorkerHandler();
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: unknown): void;
};
scope.onmessage = (event) => scope.postMessage(handle(event.data));
