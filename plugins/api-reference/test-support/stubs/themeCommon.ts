/** `useTabs()` of `@paynow-docs/docusaurus-seams/theme-internal` outside a running site: nothing selected yet. */
export function useTabs(): {selectedValue: string | undefined} {
  return {selectedValue: undefined};
}
