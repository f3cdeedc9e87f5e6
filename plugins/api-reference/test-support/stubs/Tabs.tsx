import React, {type ReactNode} from 'react';

/** `@theme/Tabs` and `@theme/TabItem` as plain containers: every panel rendered. */
export default function Tabs({children}: {children: ReactNode}): ReactNode {
  return <div role="tablist">{children}</div>;
}

export function TabItem({
  value,
  label,
  children,
}: {
  value: string;
  label: string;
  children: ReactNode;
}): ReactNode {
  return (
    <div role="tabpanel" data-value={value} aria-label={label}>
      {children}
    </div>
  );
}
