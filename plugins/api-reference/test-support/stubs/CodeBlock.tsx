import React, {type ReactNode} from 'react';

/** `@theme/CodeBlock` as the plain markup it renders without highlighting. */
export default function CodeBlock({
  language,
  children,
}: {
  language?: string;
  children: string;
}): ReactNode {
  return (
    <pre>
      <code className={`language-${language}`}>{children}</code>
    </pre>
  );
}
