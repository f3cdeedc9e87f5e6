import React, {type ReactNode} from 'react';

/** `@theme/Admonition` as the classes and content the theme renders, without its icon. */
export default function Admonition({
  type,
  children,
}: {
  type: string;
  children: ReactNode;
}): ReactNode {
  return (
    <div className={`theme-admonition theme-admonition-${type}`}>
      <div>{type}</div>
      <div>{children}</div>
    </div>
  );
}
