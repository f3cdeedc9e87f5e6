// Theme wrapper: the phone's table of contents hydrates as its own region (HydrationBoundary).
import type {ReactNode} from 'react';
import type {WrapperProps} from '@docusaurus/types';
import TOCCollapsible from '@theme-init/TOCCollapsible';
import type TOCCollapsibleType from '@theme/TOCCollapsible';
import HydrationBoundary from '@theme/HydrationBoundary';

type Props = WrapperProps<typeof TOCCollapsibleType>;

export default function TOCCollapsibleWrapper(props: Props): ReactNode {
  return (
    <HydrationBoundary>
      <TOCCollapsible {...props} />
    </HydrationBoundary>
  );
}
