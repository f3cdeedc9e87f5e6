import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Admonition from '@theme/Admonition';
import type {Props} from '@theme/ApiNotice';

/**
 * The site's notice on a page of the reference (that the API is a sample,
 * say): the theme's admonition, labelled by its type as on every other page,
 * with the site's text as text and its one link.
 */
export default function ApiNotice({notice}: Props): ReactNode {
  return (
    <Admonition type={notice.type}>
      <p>
        {notice.before}
        {notice.link && <Link to={notice.link.to}>{notice.link.label}</Link>}
        {notice.after}
      </p>
    </Admonition>
  );
}
