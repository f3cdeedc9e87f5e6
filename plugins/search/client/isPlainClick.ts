import type {MouseEvent} from 'react';

/**
 * A plain click, not one that asks for a new tab or window: the dialog and
 * the empty states open such a link themselves.
 */
export function isPlainClick(event: MouseEvent): boolean {
  return !(
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    event.button !== 0
  );
}

/**
 * A link's click handler that, on a plain click, calls `follow` in place of
 * the browser's navigation (a click for a new tab or window stays the browser's).
 */
export function onPlainClick(follow: () => void) {
  return (event: MouseEvent): void => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    follow();
  };
}
