// Theme wrapper: the release-notes sidebar hydrates as its own region (HydrationBoundary).
import type {ReactNode} from 'react';
import type {WrapperProps} from '@docusaurus/types';
import BlogSidebar from '@theme-init/BlogSidebar';
import type BlogSidebarType from '@theme/BlogSidebar';
import HydrationBoundary from '@theme/HydrationBoundary';

type Props = WrapperProps<typeof BlogSidebarType>;

export default function BlogSidebarWrapper(props: Props): ReactNode {
  return (
    <HydrationBoundary>
      <BlogSidebar {...props} />
    </HydrationBoundary>
  );
}
