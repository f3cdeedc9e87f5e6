/**
 * pn-markdown-export: every docs page, API page and release note as
 * Markdown at `<route>.md`, plus `/llms.txt`, `/llms-full.txt` and
 * `/robots.txt`, written after `docusaurus build` from the rendered HTML (see
 * ./convert.ts). Its theme component `@theme/CopyPage` copies a page's
 * Markdown to the clipboard; its `DocItem/Content` wrapper shows it above
 * every docs page. See README "Markdown copies and llms.txt".
 */
import {existsSync} from 'node:fs';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {
  LoadContext,
  OptionValidationContext,
  Plugin,
} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {Joi} from '@docusaurus/utils-validation';
import {findHtml, htmlToMarkdown} from './convert.ts';
import {
  blogSection,
  docsSections,
  llmsFullTxt,
  llmsTxt,
  pageMarkdown,
  robotsTxt,
  type BlogSource,
  type DocsSource,
  type Section,
} from './llms.ts';
import {markdownUrlOf} from './markdownUrl.ts';

export const PLUGIN_NAME = 'pn-markdown-export';

export interface PluginOptions {
  /** `# ` heading of llms.txt; the site title when not given. */
  title: string | null;
  /** One-sentence summary of the site (the `>` line of llms.txt). */
  summary: string;
  /** Optional paragraph after the summary. */
  details: string | null;
  /** Docs plugin instances to export, in the order of their sections. */
  docs: DocsSource[];
  /** The blog (release notes), listed after the docs; `null` for none. */
  blog: BlogSource | null;
  /** Tab kept when a tab group offers it (API request samples). */
  preferredTab: string;
  /** Write `robots.txt` (allow all, with the sitemap's absolute URL). */
  robotsTxt: boolean;
}

export type Options = Partial<PluginOptions>;

const OptionsSchema = Joi.object<PluginOptions>({
  title: Joi.string().allow(null).default(null),
  summary: Joi.string().trim().min(1).required(),
  details: Joi.string().allow(null).default(null),
  docs: Joi.array()
    .items(
      Joi.object<DocsSource>({
        pluginId: Joi.string().required(),
        section: Joi.string(),
        overviewTitle: Joi.string().default('Overview'),
      }),
    )
    .default([{pluginId: 'default', overviewTitle: 'Overview'}]),
  blog: Joi.object<BlogSource>({
    pluginId: Joi.string().default('default'),
    section: Joi.string().default('Release notes'),
  })
    .allow(null)
    .default({pluginId: 'default', section: 'Release notes'}),
  preferredTab: Joi.string().default('curl'),
  robotsTxt: Joi.boolean().default(true),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(OptionsSchema, options);
}

/** The HTML file Docusaurus wrote for a route. */
function fileOfRoute(outDir: string, baseUrl: string, route: string): string {
  const relative = decodeURI(route.slice(baseUrl.length));
  const candidates = [
    path.join(outDir, relative, 'index.html'),
    path.join(outDir, `${relative.replace(/\/$/, '')}.html`),
  ];
  const file = candidates.find((candidate) => existsSync(candidate));
  if (!file) {
    throw new Error(`[${PLUGIN_NAME}] no HTML file for the route ${route}`);
  }
  return file;
}

type AllContent = Record<string, Record<string, unknown> | undefined>;

export default function markdownExportPlugin(
  context: LoadContext,
  options: PluginOptions,
): Plugin {
  const {baseUrl, siteConfig} = context;
  const siteUrl = siteConfig.url.replace(/\/$/, '');
  const site = {
    title: options.title ?? siteConfig.title,
    summary: options.summary,
    ...(options.details ? {details: options.details} : {}),
    siteUrl,
  };
  let sections: Section[] = [];

  return {
    name: PLUGIN_NAME,

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    getTypeScriptThemePath() {
      return path.join(__dirname, 'theme');
    },

    allContentLoaded({allContent}) {
      const all = allContent as AllContent;
      const docs = all['docusaurus-plugin-content-docs'] ?? {};
      sections = options.docs.flatMap((source) => {
        const content = docs[source.pluginId] as DocsContent | undefined;
        if (!content) {
          throw new Error(
            `[${PLUGIN_NAME}] docs: no docs plugin with the id "${source.pluginId}"`,
          );
        }
        return docsSections(content, source);
      });
      if (options.blog) {
        const blog = all['docusaurus-plugin-content-blog']?.[
          options.blog.pluginId
        ] as BlogContent | undefined;
        if (!blog) {
          throw new Error(
            `[${PLUGIN_NAME}] blog: no blog plugin with the id "${options.blog.pluginId}"`,
          );
        }
        sections.push(blogSection(blog, options.blog));
      }
    },

    async postBuild({outDir}) {
      const written: {markdown: string}[] = [];
      for (const page of sections.flatMap((section) => section.pages)) {
        const html = await readFile(
          fileOfRoute(outDir, baseUrl, page.permalink),
          'utf8',
        );
        const converted = htmlToMarkdown(html, {
          pageUrl: `${siteUrl}${page.permalink}`,
          preferredTab: options.preferredTab,
        });
        const markdown = pageMarkdown(page, converted, siteUrl);
        const leftover = findHtml(markdown);
        if (leftover.length > 0) {
          throw new Error(
            `[${PLUGIN_NAME}] ${page.permalink}: HTML left in the Markdown: ${leftover.join(' ')}`,
          );
        }
        const file = path.join(
          outDir,
          decodeURI(markdownUrlOf(page.permalink).slice(baseUrl.length)),
        );
        await mkdir(path.dirname(file), {recursive: true});
        await writeFile(file, markdown);
        written.push({markdown});
      }
      await writeFile(path.join(outDir, 'llms.txt'), llmsTxt(site, sections));
      await writeFile(
        path.join(outDir, 'llms-full.txt'),
        llmsFullTxt(site, written),
      );
      if (options.robotsTxt) {
        await writeFile(
          path.join(outDir, 'robots.txt'),
          robotsTxt(`${siteUrl}${baseUrl}sitemap.xml`),
        );
      }
      console.log(
        `[${PLUGIN_NAME}] ${written.length} pages as Markdown, llms.txt, llms-full.txt${options.robotsTxt ? ', robots.txt' : ''}`,
      );
    },
  };
}
