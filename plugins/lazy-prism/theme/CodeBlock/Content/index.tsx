import {lazy, Suspense, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ServerHtml from '@paynow-docs/build-kit/react/ServerHtml';
import {useCodeBlockContext} from '@paynow-docs/docusaurus-seams/theme-internal';
import type {Props} from '@theme/CodeBlock/Content';
import styles from './styles.module.css';

// Theme-classic's code content, the only part of a code block that needs
// Prism: loaded only to render a code block in the browser.
const Highlighted = lazy(
  () =>
    import(/* webpackChunkName: "pn-prism" */ '../../../client/highlighted'),
);

/** Highlighted HTML of the code blocks this page was served with, by content. */
const serverHtml = new Map<string, string>();

/**
 * Plain code while Prism loads (a code block rendered in the browser). It
 * takes the word-wrap ref too: the buttons measure the <pre> from the start.
 */
function Plain({className}: Props): ReactNode {
  const {
    metadata,
    wordWrap: {codeBlockRef},
  } = useCodeBlockContext();
  return (
    <pre
      ref={codeBlockRef}
      tabIndex={0}
      className={clsx(className, 'prism-code')}>
      <code>{metadata.code}</code>
    </pre>
  );
}

/**
 * A code block's `<pre>`, highlighted. The server renders theme-classic's
 * component. In the browser, a code block that came with the page keeps its
 * server HTML (`ServerHtml`), which React neither hydrates nor re-renders
 * (the colours are CSS variables, right in both colour modes): so no page
 * load runs Prism, which took 50–75 ms of main thread (200–300 ms at 4× CPU)
 * to start. Its copy and word-wrap buttons hydrate as usual. Only a code
 * block rendered in the browser (after a client-side navigation, or on the
 * dev server, which has no server HTML) loads Prism.
 */
export default function CodeBlockContent(props: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const isBrowser = useIsBrowser();
  const key = `${metadata.language}\n${metadata.className}\n${metadata.code}`;
  // Decided once, as ServerHtml decides whether it keeps the server HTML.
  const [hydrating] = useState(
    () =>
      Boolean(process.env.HYDRATE_CLIENT_ENTRY) &&
      ExecutionEnvironment.canUseDOM &&
      !isBrowser,
  );
  // theme-classic remounts code blocks right after hydration: that mount
  // shows the HTML the hydrating one recorded, still without Prism.
  const [recorded] = useState(() =>
    hydrating ? undefined : serverHtml.get(key),
  );
  /** The word-wrap button measures and restyles the <pre> it is given. */
  const lendPre = (element: HTMLElement) => {
    const codeBlockRef = wordWrap.codeBlockRef as {
      current: HTMLPreElement | null;
    };
    codeBlockRef.current = element.querySelector('pre');
    return () => {
      codeBlockRef.current = null;
    };
  };
  if (recorded !== undefined) {
    return (
      <div
        ref={(element) => (element ? lendPre(element) : undefined)}
        className={styles.content}
        dangerouslySetInnerHTML={{__html: recorded}}
      />
    );
  }
  return (
    <ServerHtml
      className={styles.content}
      onMount={
        hydrating
          ? (element) => {
              serverHtml.set(key, element.innerHTML);
              return lendPre(element);
            }
          : undefined
      }>
      {/* No Suspense boundary on the server: React would stream each code
          block as a pending boundary (the plain fallback, the highlighted
          HTML in a hidden <div> at the end of the page, an inline script
          that swaps it in up to 2 s later), and a block that hydrates before
          the swap would record and keep the plain fallback. */}
      {ExecutionEnvironment.canUseDOM ? (
        <Suspense fallback={<Plain {...props} />}>
          <Highlighted {...props} />
        </Suspense>
      ) : (
        <Highlighted {...props} />
      )}
    </ServerHtml>
  );
}
