// Theme wrapper: a release note's date and reading time keep their server HTML while the page hydrates (ServerHtml).
import type {ReactNode} from 'react';
import type {WrapperProps} from '@docusaurus/types';
import Info from '@theme-init/BlogPostItem/Header/Info';
import type InfoType from '@theme/BlogPostItem/Header/Info';
import ServerHtml from '@paynow-docs/build-kit/react/ServerHtml';

type Props = WrapperProps<typeof InfoType>;

/**
 * The date is formatted in UTC, the same on the server and in the browser,
 * so the line never changes once served. Hydrating
 * it made the browser build its first `Intl.DateTimeFormat`, loading the
 * locale's ICU data: 8–12 ms of main thread (over 40 ms at 4× CPU) in one
 * render of a release note's boot. Rendered as usual after a client-side
 * navigation.
 */
export default function InfoWrapper(props: Props): ReactNode {
  return (
    <ServerHtml>
      <Info {...props} />
    </ServerHtml>
  );
}
