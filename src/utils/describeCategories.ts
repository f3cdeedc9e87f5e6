import type {PluginOptions} from '@docusaurus/plugin-content-docs';

type Generator = NonNullable<PluginOptions['sidebarItemsGenerator']>;
type Items = Awaited<ReturnType<Generator>>;

/**
 * The default sidebar, with each category that links to a page described by
 * that page's front-matter `description`. Section pages list their pages as
 * cards (DocCardList); without this, a sub-section's card would say only
 * "2 items".
 */
export const describeCategories: Generator = async ({
  defaultSidebarItemsGenerator,
  ...args
}) => {
  const descriptions = new Map(
    args.docs.map((doc) => [doc.id, doc.frontMatter.description]),
  );
  const describe = (items: Items): Items =>
    items.map((item) => {
      if (item.type !== 'category') return item;
      const description =
        item.link?.type === 'doc' ? descriptions.get(item.link.id) : undefined;
      return {
        ...item,
        ...(item.description === undefined && description ? {description} : {}),
        items: describe(item.items),
      };
    });
  return describe(await defaultSidebarItemsGenerator(args));
};

/**
 * `generator` with the categories that link to one of `labels`' doc ids
 * named by it: the site model names the areas (site.areas.ts) in the locale
 * being built, so neither `_category_.json` nor the locale's `current.json`
 * repeats them. A one-page category (which Docusaurus turns into a doc link
 * that keeps the category label) is named too.
 */
export function labelCategories(
  generator: Generator,
  labels: Readonly<Record<string, string>>,
): Generator {
  const label = (items: Items): Items =>
    items.map((item) => {
      if (item.type !== 'category') return item;
      const own = item.link?.type === 'doc' ? labels[item.link.id] : undefined;
      return {...item, ...(own ? {label: own} : {}), items: label(item.items)};
    });
  return async (args) => label(await generator(args));
}
