/** Server rendering: not in a browser. */
export default function useIsBrowser(): boolean {
  return false;
}
