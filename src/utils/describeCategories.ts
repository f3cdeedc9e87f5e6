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
