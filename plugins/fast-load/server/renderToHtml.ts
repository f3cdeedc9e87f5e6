/**
 * Replaces `@docusaurus/core/lib/client/renderToHtml.js` (3.10; same export)
 * in the server bundle: every Suspense boundary is written complete, in
 * place, and a page that would stream one fails the build.
 *
 * Why: a page served with a code block has it in a Suspense boundary (its
 * own chunk, `client/MDXCode.tsx`), and React's server renderer "outlines"
 * a large completed boundary (over `progressiveChunkSize`, 12 800 bytes by
 * default): it writes the boundary pending, its HTML in a hidden element at
 * the end of the page and an inline `$RC` script that reveals it. That
 * script would need a CSP entry, the content would be in the wrong place
 * until it runs, and without JavaScript it would never show. With no size
 * limit, nothing is outlined. A boundary that is still pending (something
 * suspended) or client-rendered (something threw) when the page is written
 * is an error, named here, not a page that shows its fallback.
 */
import {PassThrough} from 'node:stream';
import {text} from 'node:stream/consumers';
import type {ReactNode} from 'react';
import {renderToPipeableStream} from 'react-dom/server';

/** React's markers of a boundary written pending (`$?`) or client-rendered (`$!`). */
const UNFINISHED_BOUNDARY = /<!--\$[?!]-->/;

/** Throws when the page's HTML has a boundary that is not complete in place. */
export function checkBoundaries(html: string): string {
  const found = UNFINISHED_BOUNDARY.exec(html);
  if (found) {
    throw new Error(
      `[pn-fast-load] the page has a Suspense boundary that is not complete in the HTML (${JSON.stringify(found[0])} at character ${found.index}): something in it suspended or threw while the page was rendered. The page would show the fallback and need a reveal script; render that part without suspending on the server.`,
    );
  }
  return html;
}

export async function renderToHtml(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const passThrough = new PassThrough();
    const {pipe} = renderToPipeableStream(app, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        reject(error);
      },
      onAllReady() {
        pipe(passThrough);
        text(passThrough)
          .then((html) => resolve(checkBoundaries(html)))
          .catch(reject);
      },
    });
  });
}
