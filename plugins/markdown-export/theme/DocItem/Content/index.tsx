// Theme wrapper of the Markdown export plugin: puts "Copy page" and
// "View as Markdown" above the content of every docs page (all docs
// instances share this DocItem), so the plugin works without a site swizzle.
import type {ReactNode} from 'react';
import Content from '@theme-init/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPage from '@theme/CopyPage';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWithCopyPage(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <CopyPage permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
