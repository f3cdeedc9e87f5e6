// Theme wrapper: the table of contents hydrates as its own region (HydrationBoundary).
import type {ReactNode} from 'react';
import type {WrapperProps} from '@docusaurus/types';
import TOC from '@theme-init/TOC';
import type TOCType from '@theme/TOC';
import HydrationBoundary from '@theme/HydrationBoundary';

type Props = WrapperProps<typeof TOCType>;

export default function TOCWrapper(props: Props): ReactNode {
  return (
    <HydrationBoundary>
      <TOC {...props} />
    </HydrationBoundary>
  );
}
