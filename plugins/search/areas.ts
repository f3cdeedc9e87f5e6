/**
 * The area names results are grouped under, in the locale being built: the
 * options give the default locale's names, and a translator gives the
 * others in `i18n/<locale>/code.json`, under ids the plugin owns, as for any
 * other string of its UI.
 */
import type {AreaLabels} from '@paynow-docs/search-engine';

/** The translation id of each area name: `pnSearch.area.docs.<plugin id>`, `pnSearch.area.blog`, `pnSearch.area.pages`. */
export const AREA_IDS = {
  docs: (pluginId: string): string => `pnSearch.area.docs.${pluginId}`,
  blog: 'pnSearch.area.blog',
  pages: 'pnSearch.area.pages',
} as const;

/**
 * `areas` with each name replaced by its translation in `codeTranslations`
 * (Docusaurus's `context.codeTranslations`: the locale's code.json, id →
 * message), when it has one.
 */
export function translatedAreas(
  areas: AreaLabels,
  codeTranslations: Readonly<Record<string, string>>,
): AreaLabels {
  const translated = (id: string, label: string) =>
    codeTranslations[id] ?? label;
  return {
    docs: Object.fromEntries(
      Object.entries(areas.docs).map(([pluginId, label]) => [
        pluginId,
        translated(AREA_IDS.docs(pluginId), label),
      ]),
    ),
    blog: translated(AREA_IDS.blog, areas.blog),
    pages: translated(AREA_IDS.pages, areas.pages),
  };
}
