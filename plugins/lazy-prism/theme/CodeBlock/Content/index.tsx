import {lazy, Suspense, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';

const Highlighted = lazy(() => import('../../../client/highlighted'));

/**
 * Plain code while the highlighter loads after a client-side navigation; at
 * hydration React keeps the highlighted server HTML instead.
 */
function Plain({className}: Props): ReactNode {
  const {metadata} = useCodeBlockContext();
  return (
    <pre
      tabIndex={0}
      className={clsx(className, 'prism-code', 'thin-scrollbar')}>
      <code>{metadata.code}</code>
    </pre>
  );
}

export default function CodeBlockContent(props: Props): ReactNode {
  return (
    <Suspense fallback={<Plain {...props} />}>
      <Highlighted {...props} />
    </Suspense>
  );
}
