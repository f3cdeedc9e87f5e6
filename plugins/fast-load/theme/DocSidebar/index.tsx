// Theme wrapper: the docs sidebar hydrates as its own region (HydrationBoundary).
import type {ReactNode} from 'react';
import type {WrapperProps} from '@docusaurus/types';
import DocSidebar from '@theme-init/DocSidebar';
import type DocSidebarType from '@theme/DocSidebar';
import HydrationBoundary from '@theme/HydrationBoundary';

type Props = WrapperProps<typeof DocSidebarType>;

export default function DocSidebarWrapper(props: Props): ReactNode {
  return (
    <HydrationBoundary>
      <DocSidebar {...props} />
    </HydrationBoundary>
  );
}
