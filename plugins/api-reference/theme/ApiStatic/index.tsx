import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';

/** Server HTML of the regions with a `cacheKey`, kept when they were hydrated. */
const serverHtml = new Map<string, string>();

export interface Props {
  readonly className?: string;
  /**
   * Render the children even while hydrating, e.g. the selected tab. Once
   * true, the children stay rendered: a hidden tab keeps working content.
   */
  readonly live?: boolean;
  /**
   * For a region inside a component that remounts right after hydration
   * (Docusaurus's `<Tabs>` does, to apply the stored tab): the server HTML is
   * kept under this key and put back on the remount, instead of React
   * rendering the children then.
   */
  readonly cacheKey?: string;
  /** Static content: no state, no event handlers (native `<details>` is fine). */
  readonly children: ReactNode;
}

/**
 * Static content that React does not hydrate. On the server, and when the
 * page is rendered in the browser (client-side navigation), the children are
 * rendered as usual. When the browser hydrates the server HTML, the element
 * is an empty `dangerouslySetInnerHTML` host: React does not walk into it and
 * keeps the server's HTML as it is, so a large schema or a hidden code sample
 * costs no hydration work (issue 10: hydrating them made tasks of 150–310 ms
 * at 4× CPU). The choice is made once, when the component mounts, so the
 * re-render after hydration (`useIsBrowser` turning true) does not render
 * the children then; `live` turns them on later (React then replaces the
 * kept HTML).
 */
export default function ApiStatic({
  className,
  live = false,
  cacheKey,
  children,
}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const hydrating = ExecutionEnvironment.canUseDOM && !isBrowser;
  const [kept] = useState(() =>
    cacheKey !== undefined && !hydrating ? serverHtml.get(cacheKey) : undefined,
  );
  const [frozen, setFrozen] = useState(hydrating || kept !== undefined);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (hydrating && cacheKey !== undefined && ref.current) {
      serverHtml.set(cacheKey, ref.current.innerHTML);
    }
    // Only the mount that hydrated the server HTML records it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (frozen && live) {
    // Derived state, set while rendering (React re-renders at once).
    setFrozen(false);
  }
  if (frozen && !live) {
    return (
      <div
        ref={ref}
        className={className}
        data-api-static=""
        suppressHydrationWarning
        dangerouslySetInnerHTML={{__html: kept ?? ''}}
      />
    );
  }
  return (
    <div className={className} data-api-static="">
      {children}
    </div>
  );
}
