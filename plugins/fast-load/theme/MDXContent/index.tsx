// Theme wrapper: a page's Markdown content hydrates as its own region (HydrationBoundary).
import type {ReactNode} from 'react';
import type {WrapperProps} from '@docusaurus/types';
import MDXContent from '@theme-init/MDXContent';
import type MDXContentType from '@theme/MDXContent';
import HydrationBoundary from '@theme/HydrationBoundary';

type Props = WrapperProps<typeof MDXContentType>;

export default function MDXContentWrapper(props: Props): ReactNode {
  return (
    <HydrationBoundary>
      <MDXContent {...props} />
    </HydrationBoundary>
  );
}
