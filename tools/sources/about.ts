/**
 * Which guides are about this site rather than PayNow. A module of data
 * only, so `docusaurus.config.ts` can read it too.
 */

export const ZH_DOCS = 'i18n/zh-TW/docusaurus-plugin-content-docs/current';

/**
 * Guides about this site, not about PayNow: what they claim ("every page has
 * a Markdown copy") is true of the site's code, and no digest point backs it,
 * so their sweeping words need no rule and their figures (a Node.js version)
 * no record. Paths under `docs/` (and the same under the zh-TW folder).
 */
export const ABOUT_THE_SITE: readonly string[] = ['use-with-ai.mdx'];

/** Whether `file` (relative to the site) is a guide about the site itself. */
export function aboutTheSite(file: string): boolean {
  const relative = file.startsWith(`${ZH_DOCS}/`)
    ? file.slice(ZH_DOCS.length + 1)
    : file.replace(/^docs\//, '');
  return ABOUT_THE_SITE.includes(relative);
}
