// Theme wrapper: the navbar hydrates as its own region (HydrationBoundary).
import type {ReactNode} from 'react';
import type {WrapperProps} from '@docusaurus/types';
import Navbar from '@theme-init/Navbar';
import type NavbarType from '@theme/Navbar';
import HydrationBoundary from '@theme/HydrationBoundary';

type Props = WrapperProps<typeof NavbarType>;

export default function NavbarWrapper(props: Props): ReactNode {
  return (
    <HydrationBoundary>
      <Navbar {...props} />
    </HydrationBoundary>
  );
}
