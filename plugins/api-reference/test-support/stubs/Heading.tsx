import React, {type ReactNode} from 'react';

/** `@theme/Heading` without the theme's hash link (it needs the site context). */
export default function Heading({
  as: As,
  id,
  children,
}: {
  as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  id?: string;
  children: ReactNode;
}): ReactNode {
  return <As id={id}>{children}</As>;
}
