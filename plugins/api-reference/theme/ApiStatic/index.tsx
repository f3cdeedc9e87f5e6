import type {ReactNode} from 'react';
import ServerHtml from '@paynow-docs/build-kit/react/ServerHtml';
import type {Props} from '@theme/ApiStatic';

/**
 * Static parts of an operation page (schema trees, field lists) that React
 * does not hydrate: the browser keeps their server HTML (hydrating schema
 * trees made tasks of 150–310 ms at 4× CPU). Marked `data-api-static` for
 * the e2e test that checks React leaves them alone.
 */
export default function ApiStatic({className, children}: Props): ReactNode {
  return (
    <ServerHtml className={className} data-api-static="">
      {children}
    </ServerHtml>
  );
}
