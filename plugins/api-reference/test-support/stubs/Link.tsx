import React, {type ReactNode} from 'react';

/** `@docusaurus/Link` as a plain anchor. */
export default function Link({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}): ReactNode {
  return (
    <a href={to} className={className}>
      {children}
    </a>
  );
}
