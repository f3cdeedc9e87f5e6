import {
  lazy,
  Suspense,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
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
 * server HTML, which React neither hydrates nor re-renders (the colours are
 * CSS variables, right in both colour modes): so no page load runs Prism,
 * which took 50–75 ms of main thread (200–300 ms at 4× CPU) to start
 * (a long task on a phone). Its copy and word-wrap buttons hydrate as usual. Only a code
 * block rendered in the browser (after a client-side navigation) loads Prism.
 */
export default function CodeBlockContent(props: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const isBrowser = useIsBrowser();
  // Server HTML exists only where Docusaurus hydrates (production builds);
  // the dev server renders in the browser from scratch, with nothing to keep.
  const hydrating =
    Boolean(process.env.HYDRATE_CLIENT_ENTRY) &&
    ExecutionEnvironment.canUseDOM &&
    !isBrowser;
  const key = `${metadata.language}\n${metadata.className}\n${metadata.code}`;
  // Decided once: theme-classic remounts code blocks right after hydration,
  // and that mount finds the HTML the hydrating one recorded.
  const [kept] = useState(() =>
    hydrating ? '' : (serverHtml.get(key) ?? null),
  );
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (kept === null || !ref.current) {
      return undefined;
    }
    if (hydrating) {
      serverHtml.set(key, ref.current.innerHTML);
    }
    // The word-wrap button measures and restyles the <pre> it renders.
    const codeBlockRef = wordWrap.codeBlockRef as {
      current: HTMLPreElement | null;
    };
    codeBlockRef.current = ref.current.querySelector('pre');
    return () => {
      codeBlockRef.current = null;
    };
    // Only the mount matters (see `kept`).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (kept !== null) {
    return (
      <div
        ref={ref}
        className={styles.content}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{__html: kept}}
      />
    );
  }
  return (
    <div className={styles.content}>
      <Suspense fallback={<Plain {...props} />}>
        <Highlighted {...props} />
      </Suspense>
    </div>
  );
}
