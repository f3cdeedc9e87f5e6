import {lazy, Suspense, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock';

// The whole code block (not only its content) is lazy: its word-wrap and copy
// buttons measure the <pre>, so they must hydrate together with it.
const Highlighted = lazy(() => import('../../client/highlighted'));

/**
 * Plain code while the highlighter loads after a client-side navigation; at
 * hydration React keeps the highlighted server HTML instead.
 */
function Plain({children, className}: Props): ReactNode {
  return (
    <pre tabIndex={0} className={clsx(className, 'prism-code')}>
      <code>{children}</code>
    </pre>
  );
}

export default function CodeBlock(props: Props): ReactNode {
  return (
    <Suspense fallback={<Plain {...props} />}>
      <Highlighted {...props} />
    </Suspense>
  );
}
