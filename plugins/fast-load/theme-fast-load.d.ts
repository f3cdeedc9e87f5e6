/**
 * Theme components of the fast-load plugin, resolved through the plugin's
 * getThemePath as `@theme/…` (so a site can swizzle them).
 */
declare module '@theme/HydrationBoundary' {
  import type {ReactNode} from 'react';

  export interface Props {
    readonly children: ReactNode;
  }
  export default function HydrationBoundary(props: Props): ReactNode;
}
