import type {ComponentProps, ReactNode} from 'react';

/**
 * Markdown tables. Infima makes every table a horizontal scroll container
 * (`display: block; overflow: auto`), so on a narrow screen a wide table
 * scrolls; `tabIndex={0}` lets keyboard users focus it and scroll it with
 * the arrow keys (WCAG 2.1.1, axe rule scrollable-region-focusable).
 */
export default function Table(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}
