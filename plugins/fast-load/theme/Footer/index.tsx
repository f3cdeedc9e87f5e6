// Theme wrapper: the footer hydrates as its own region (HydrationBoundary).
import type {ReactNode} from 'react';
import type {WrapperProps} from '@docusaurus/types';
import Footer from '@theme-init/Footer';
import type FooterType from '@theme/Footer';
import HydrationBoundary from '@theme/HydrationBoundary';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): ReactNode {
  return (
    <HydrationBoundary>
      <Footer {...props} />
    </HydrationBoundary>
  );
}
