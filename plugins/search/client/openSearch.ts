import {OPEN_EVENT} from '../constants.ts';

/**
 * Opens the navbar's search dialog, as its shortcuts do: for a search box
 * elsewhere on a page (a site component imports this module alone, a few
 * bytes). Returns whether a dialog took it (false before hydration, or where
 * the page has no search bar).
 */
export function openSearch(): boolean {
  return !window.dispatchEvent(new Event(OPEN_EVENT, {cancelable: true}));
}
