/**
 * Replaces `@docusaurus/theme-classic/lib/theme/MDXComponents/Code.js`
 * (3.10; same output) in the client bundle: a code block's component is
 * loaded only on a page that has one.
 *
 * Why: every MDX page maps `code` to this module, which imports the whole
 * code block (buttons, line parsing, word wrap): 4.4 kB gzip on every
 * guide, although guides have inline code only. Inline code renders as
 * before. A page served with a code block loads the chunk before it hydrates
 * (`client/bootstrap.ts`), so its blocks render the component directly, the
 * tree the server rendered (the server bundle keeps theme-classic's module).
 * A block rendered in the browser before the chunk is loaded (after a
 * client-side navigation) is a Suspense boundary that shows its plain code
 * meanwhile; that boundary is never hydrated, so it cannot mismatch.
 */
import {Children, createElement, lazy, Suspense, type ReactNode} from 'react';
import CodeInline from '@theme/CodeInline';
import type {Props as CodeBlockProps} from '@theme/CodeBlock';
import type {Props} from '@theme/MDXComponents/Code';
import {loadCodeBlock, loadedCodeBlock} from './codeBlockChunk';

const LazyCodeBlock = lazy(() =>
  loadCodeBlock().then((component) => ({default: component})),
);

/** theme-classic's rule: one line of text is inline code. */
function shouldBeInline(props: {children?: ReactNode}): boolean {
  return (
    // Empty code blocks have no children (facebook/docusaurus#9704).
    typeof props.children !== 'undefined' &&
    Children.toArray(props.children).every(
      (child) => typeof child === 'string' && !child.includes('\n'),
    )
  );
}

export default function MDXCode(props: Props): ReactNode {
  if (shouldBeInline(props)) return <CodeInline {...props} />;
  // The same component for the page's life, once loaded.
  const CodeBlock = loadedCodeBlock();
  if (CodeBlock) return createElement(CodeBlock, props as CodeBlockProps);
  return (
    <Suspense
      fallback={
        <pre>
          <code>{props.children}</code>
        </pre>
      }>
      <LazyCodeBlock {...(props as CodeBlockProps)} />
    </Suspense>
  );
}
