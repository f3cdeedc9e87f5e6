/**
 * The hooks of `@docusaurus/theme-common/internal` this repository uses
 * (seam `theme-common-internal`): exactly these, so that an upgrade that
 * drops one fails here and in the drift test.
 */
export {
  TabsProvider,
  sanitizeTabsChildren,
  useCodeBlockContext,
  useDateTimeFormat,
  useScrollPositionBlocker,
  useTabs,
  useTabsContextValue,
} from '@docusaurus/theme-common/internal';
