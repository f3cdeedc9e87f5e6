import {Suspense, type ReactNode} from 'react';

/**
 * A region of the page that hydrates on its own: a Suspense boundary that
 * never shows a fallback.
 *
 * React hydrates the page's shell first, then each boundary as separate,
 * lower-priority work, yielding to the browser in between; without
 * boundaries the whole page hydrates, commits and runs its effects as one
 * piece. The server writes each boundary complete, in place (the plugin's
 * server renderer; it fails the build on a boundary that is not), so the
 * HTML and the page without JavaScript are unchanged. A click on a region not
 * hydrated yet hydrates it at once and is replayed by React.
 */
export default function HydrationBoundary({
  children,
}: {
  children: ReactNode;
}): ReactNode {
  return <Suspense fallback={null}>{children}</Suspense>;
}
