/**
 * Client module: Docusaurus's viewport prefetch of linked pages runs in idle
 * time, a little at a time, instead of inside each link's
 * IntersectionObserver callback.
 *
 * Why: `window.docusaurus.prefetch` matches the path against every route and
 * adds `<link rel="prefetch">` tags, 7–38 ms per link at 4× CPU; a section
 * index shows dozens of links at once, so their callbacks blocked the main
 * thread for 100–200 ms after load. The same paths are prefetched (and still
 * not on 2g or Save-Data: the original function checks that), only later.
 */
import type {ClientModule} from '@docusaurus/types';

type Docusaurus = typeof window.docusaurus;

/** Stop starting new prefetches after this much of one idle period (ms). */
const SLICE_MS = 8;

const queue: string[] = [];
let original: Docusaurus['prefetch'] | undefined;
let scheduled = false;

const whenIdle: (callback: () => void) => void =
  typeof requestIdleCallback === 'function'
    ? (callback) => requestIdleCallback(callback, {timeout: 2000})
    : (callback) => setTimeout(callback, 50);

function drain(): void {
  scheduled = false;
  const start = performance.now();
  while (queue.length && performance.now() - start < SLICE_MS) {
    original!(queue.shift()!);
  }
  schedule();
}

function schedule(): void {
  if (queue.length && !scheduled) {
    scheduled = true;
    whenIdle(drain);
  }
}

/** Queues the path; `false` = not prefetched yet (links ignore the result). */
function prefetchLater(routePath: string): false {
  queue.push(routePath);
  schedule();
  return false;
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    // `window.docusaurus` is set by the client entry once client modules
    // have loaded; links call it only after the first commit, i.e. after this.
    if (original === undefined) {
      original = window.docusaurus.prefetch;
      window.docusaurus = Object.freeze({
        ...window.docusaurus,
        prefetch: prefetchLater,
      });
    }
  },
};

export default clientModule;
