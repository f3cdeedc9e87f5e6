import type {ComponentType, ReactNode} from 'react';
import HydrationBoundary from '@theme/HydrationBoundary';

/**
 * The theme wrapper of a component that hydrates as a region of its own
 * (`@theme/HydrationBoundary`): `export default hydratesAlone(Footer)` in
 * `theme/Footer/index.tsx`, over `@theme-init/Footer`.
 */
export function hydratesAlone<Props extends object>(
  Component: ComponentType<Props>,
): (props: Props) => ReactNode {
  function HydratesAlone(props: Props): ReactNode {
    return (
      <HydrationBoundary>
        <Component {...props} />
      </HydrationBoundary>
    );
  }
  HydratesAlone.displayName = `HydratesAlone(${Component.displayName ?? Component.name})`;
  return HydratesAlone;
}
