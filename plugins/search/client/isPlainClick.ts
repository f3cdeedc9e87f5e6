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
