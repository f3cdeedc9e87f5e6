import React, {
  useLayoutEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';

export interface Props
  extends Omit<
    HTMLAttributes<HTMLElement>,
    'children' | 'dangerouslySetInnerHTML'
  > {
  /** The element to render (`div` unless told). */
  readonly as?: 'div' | 'section' | 'span' | 'pre';
  /** Static content: no state, no event handlers (native `<details>` is fine). */
  readonly children: ReactNode;
  /**
   * Called once the element is in the page, with the element (to hand it to
   * a ref that other code measures); may return a clean-up function.
   */
  readonly onMount?: (element: HTMLElement) => void | (() => void);
}

/**
 * Static content that React does not hydrate. On the server, on the dev
 * server (no server HTML: `process.env.HYDRATE_CLIENT_ENTRY` is unset there)
 * and after a client-side navigation, the children render as usual. While
 * the browser hydrates server HTML, the element is an empty
 * `dangerouslySetInnerHTML` host: React does not walk into it and keeps the
 * server's HTML as it is, so large static content costs no hydration work.
 * The choice is made once, when the component mounts, so the re-render after
 * hydration (`useIsBrowser` turning true) does not replace the kept HTML.
 */
export default function ServerHtml({
  as: Tag = 'div',
  children,
  onMount,
  ...attributes
}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const [kept] = useState(
    () =>
      Boolean(process.env.HYDRATE_CLIENT_ENTRY) &&
      ExecutionEnvironment.canUseDOM &&
      !isBrowser,
  );
  const ref = useRef<HTMLElement>(null);
  // Only the mount matters: the element stays for the component's life.
  const mount = useRef(onMount);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !mount.current) return undefined;
    return mount.current(element) ?? undefined;
  }, []);
  if (kept) {
    return (
      <Tag
        {...attributes}
        ref={ref as React.Ref<never>}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{__html: ''}}
      />
    );
  }
  return (
    <Tag {...attributes} ref={ref as React.Ref<never>}>
      {children}
    </Tag>
  );
}
