import type {LoadedPlugin} from '@docusaurus/types';

type PostBuild = NonNullable<LoadedPlugin['postBuild']>;

/**
 * Docusaurus starts every plugin's `postBuild` at once, in plugin order
 * (`Promise.all(plugins.map(…))` in `@docusaurus/core`'s buildLocale), and
 * has no hook after them. Work that must see every file the other plugins
 * write (sitemap, feeds, search index, Markdown copies) waits for them so:
 * called synchronously at the start of the FIRST plugin's `postBuild`, it
 * wraps the `postBuild` of every later plugin before Docusaurus calls it,
 * then resolves once they have all settled: `true` when all succeeded
 * (`false`: one failed, and Docusaurus reports that error).
 *
 * `own` is the calling plugin's `postBuild`: being first is checked, and so
 * is that Docusaurus called the others right after it.
 */
export function afterOtherPlugins(
  plugins: readonly LoadedPlugin[],
  own: PostBuild,
  name: string,
): Promise<boolean> {
  const withPostBuild = plugins.filter((plugin) => plugin.postBuild);
  if (withPostBuild[0]?.postBuild !== own) {
    throw new Error(
      `[${name}] must be the first plugin with a postBuild, to run after all the others: register it through its preset, listed first in \`presets\` (presets: [['@paynow-docs/postbuild/preset', options], 'classic']). First now: ${withPostBuild[0]?.name}.`,
    );
  }
  const others = withPostBuild.slice(1) as (LoadedPlugin & {
    postBuild: PostBuild;
  })[];
  const started: Promise<unknown>[] = [];
  for (const plugin of others) {
    const original = plugin.postBuild;
    plugin.postBuild = function postBuild(this: unknown, ...args) {
      plugin.postBuild = original;
      const result = Promise.resolve(original.apply(this, args));
      started.push(result);
      return result;
    };
  }
  return (async () => {
    // Docusaurus calls the other postBuilds synchronously after ours.
    await Promise.resolve();
    if (started.length !== others.length) {
      throw new Error(
        `[${name}] Docusaurus started ${started.length} of the ${others.length} other postBuild hooks together with this one: its plugin lifecycle changed, and the site-wide steps cannot know when the build's files are complete.`,
      );
    }
    const results = await Promise.allSettled(started);
    return results.every((result) => result.status === 'fulfilled');
  })();
}
