// Theme wrapper: the "Last updated" line keeps its server HTML while the page hydrates (ServerHtml).
import type {ReactNode} from 'react';
import type {WrapperProps} from '@docusaurus/types';
import LastUpdated from '@theme-init/LastUpdated';
import type LastUpdatedType from '@theme/LastUpdated';
import ServerHtml from '@paynow-docs/build-kit/react/ServerHtml';

type Props = WrapperProps<typeof LastUpdatedType>;

/**
 * The date is formatted in UTC, the same on the server and in the browser,
 * so the line never changes once served. Hydrating it made the browser build
 * its ICU date formatter, the page's first `Intl` object: 12–15 ms of main
 * thread (50–60 ms at 4× CPU) in one render of a guide's boot. Rendered as
 * usual after a client-side navigation.
 */
export default function LastUpdatedWrapper(props: Props): ReactNode {
  return (
    <ServerHtml as="span">
      <LastUpdated {...props} />
    </ServerHtml>
  );
}
