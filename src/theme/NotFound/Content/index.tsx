// Wrap swizzle: the docs plugin renders this content for unknown /docs/* paths
// without page metadata, so the tab title would be just "PayNow Docs". Setting
// it here gives every 404 the title "Page Not Found | PayNow Docs".
import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata
        title={translate({
          // theme-classic's own id: its translations of the 404 heading apply.
          id: 'theme.NotFound.title',
          message: 'Page Not Found',
          description: 'The title of the 404 page',
        })}
      />
      <Content {...props} />
    </>
  );
}
