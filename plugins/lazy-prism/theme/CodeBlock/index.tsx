import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/** The children as one string when they are only text (copyable), else as they are. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * Theme-classic's code block (3.10), without its remount after hydration.
 *
 * Theme-classic keys its content on `useIsBrowser()`, so every code block of
 * the page is deleted and built again right after hydration, to apply the
 * Prism theme of the reader's colour mode. With this plugin both modes share
 * one theme of CSS variables (`prismTheme`, required), so nothing changes:
 * the remount only cost main thread (on an API page with ten code blocks, a
 * commit of 55–100 ms at 4× CPU). The buttons still appear after hydration
 * (theme-classic renders them in `BrowserOnly`).
 */
export default function CodeBlock({
  children: rawChildren,
  ...props
}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
