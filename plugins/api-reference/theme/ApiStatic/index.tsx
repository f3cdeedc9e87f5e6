import React, {useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/ApiStatic';

/**
 * Static content that React does not hydrate. On the server, and when the
 * page is rendered in the browser (client-side navigation), the children are
 * rendered as usual. When the browser hydrates the server HTML, the element
 * is an empty `dangerouslySetInnerHTML` host: React does not walk into it and
 * keeps the server's HTML as it is, so a large schema costs no hydration work
 * (hydrating schema trees made tasks of 150–310 ms at 4× CPU). The
 * choice is made once, when the component mounts, so the re-render after
 * hydration (`useIsBrowser` turning true) does not render the children then.
 */
export default function ApiStatic({className, children}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  // Only a hydrating page has server HTML to keep: the dev server renders in
  // the browser from scratch (no HYDRATE_CLIENT_ENTRY), so it renders children.
  const [frozen] = useState(
    () =>
      Boolean(process.env.HYDRATE_CLIENT_ENTRY) &&
      ExecutionEnvironment.canUseDOM &&
      !isBrowser,
  );
  if (frozen) {
    return (
      <div
        className={className}
        data-api-static=""
        suppressHydrationWarning
        dangerouslySetInnerHTML={{__html: ''}}
      />
    );
  }
  return (
    <div className={className} data-api-static="">
      {children}
    </div>
  );
}
