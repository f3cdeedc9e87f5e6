/**
 * pn-markdown-export: every docs page, API page and release note as
 * Markdown at `<route>.md`, plus `/llms.txt`, `/llms-full.txt`,
 * `/robots.txt`, the agent skills and the API catalog, made from the rendered
 * HTML (see ./convert.ts) by the step "Markdown exports and skills" of the
 * site's post-build pipeline (plugins/postbuild/pipeline.ts), over the
 * locale's built site in memory. Its theme component `@theme/CopyPage`
 * copies a page's Markdown to the clipboard; its `DocItem/Content` wrapper
 * shows it above every docs page. See its README.md.
 */
import path from 'node:path';
import {
  admonitionWords,
  htmlFileOfRoute,
  routeOfPathname,
} from '@paynow-docs/build-kit';
import type {
  BuiltSite,
  PostBuildStepProvider,
} from '@paynow-docs/build-kit/site';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {skillsIn, STEP_WRITES} from './builtFiles.ts';
import {llmsFullProblems, llmsTxtProblems, skillProblems} from './check.ts';
import {htmlToMarkdown} from './convert.ts';
import {
  blogSection,
  docsSections,
  llmsFullTxt,
  hostLlmsTxt,
  llmsPointer,
  llmsTxt,
  pageMarkdown,
  robotsTxt,
  type Section,
} from './llms.ts';
import {findHtml, oneLine} from './markdown.ts';
import {markdownUrlOf} from './markdownUrl.ts';
import type {PluginOptions, SkillsOptions} from './options.ts';
import {
  AI_CATALOG_ENTRY_TYPES,
  HOST_ROOT,
  WELL_KNOWN,
  agentSkillsIndex,
  aiCatalog,
  airIdentifier,
  apiCatalog,
  skillsIndexV01,
} from './discovery.ts';
import {
  inSkill,
  keyFactLine,
  skillMarkdown,
  skillName,
  skillTitle,
  type KeyFactLine,
  type SkillPage,
} from './skills.ts';

export {validateOptions} from './options.ts';
export type {
  ApiCatalogOptions,
  KeyFact,
  LocalizedOptions,
  Options,
  PluginOptions,
  SkillsOptions,
} from './options.ts';
export {DEFAULT_PAGE_TEXT, type PageText} from './text.ts';

export const PLUGIN_NAME = 'pn-markdown-export';

export const MARKDOWN_STEP = 'Markdown exports and skills';

/** The HTML file Docusaurus wrote for a page, in `site`; a clear error when there is none. */
function htmlFileOf(
  site: BuiltSite,
  baseUrl: string,
  route: string,
  trailingSlash: boolean | undefined,
): string {
  const absolute = htmlFileOfRoute(site.dir, baseUrl, route, trailingSlash);
  const file = path.relative(site.dir, absolute).split(path.sep).join('/');
  if (!site.has(file)) {
    throw new Error(
      `[${PLUGIN_NAME}] no HTML file for the route ${route} (looked for ${absolute})`,
    );
  }
  return file;
}

type AllContent = Record<string, Record<string, unknown> | undefined>;

/** Stops the build when a file agents read is not what was written. */
function failOn(file: string, problems: readonly string[]): void {
  if (problems.length > 0) {
    throw new Error(
      `[${PLUGIN_NAME}] ${file} is not what was written: ${problems.join('; ')}`,
    );
  }
}

export default function markdownExportPlugin(
  context: LoadContext,
  options: PluginOptions,
): Plugin & PostBuildStepProvider {
  const {baseUrl, siteConfig, i18n} = context;
  const locale = i18n.currentLocale;
  const isDefaultLocale = locale === i18n.defaultLocale;
  const local = options.localized[locale] ?? {};
  const siteBase = i18n.localeConfigs[i18n.defaultLocale]?.baseUrl ?? baseUrl;
  const siteUrl = siteConfig.url.replace(/\/$/, '');
  const localeBaseUrl = (other: string) =>
    i18n.localeConfigs[other]?.baseUrl ?? baseUrl;
  const translated = (title: string) => local.sections?.[title] ?? title;
  const details = local.details ?? options.details;
  const instructions = local.instructions ?? options.instructions;
  const pointer = local.llmsPointer ?? options.llmsPointer;
  // The lines and punctuation around the pages' text, in this locale.
  const pageText = {...options.pageText, ...local.pageText};
  const llmsTxtUrl = `${siteUrl}${baseUrl}llms.txt`;
  const siteText = {
    title: local.title ?? options.title ?? siteConfig.title,
    summary: local.summary ?? options.summary,
    ...(details ? {details} : {}),
    ...(instructions ? {instructions} : {}),
    siteUrl,
    alternates: i18n.locales
      .filter((other) => other !== locale)
      .map((other) => ({
        label: i18n.localeConfigs[other]?.label ?? other,
        url: `${siteUrl}${localeBaseUrl(other)}llms.txt`,
      })),
  };
  const themePath = path.join(__dirname, 'theme');
  let sections: Section[] = [];

  return {
    name: PLUGIN_NAME,

    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,

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
        return docsSections(content, {
          ...source,
          ...(source.section ? {section: translated(source.section)} : {}),
          ...(source.overviewTitle
            ? {overviewTitle: translated(source.overviewTitle)}
            : {}),
        });
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
        sections.push(
          blogSection(blog, {
            ...options.blog,
            section: translated(options.blog.section),
          }),
        );
      }
    },

    postBuildSteps: [
      {
        name: MARKDOWN_STEP,
        reads: 'the pages of the docs, the API reference and the blog',
        writes: STEP_WRITES,
        run: (site, {host, props}) =>
          exportSite(site, host, props.codeTranslations),
      },
    ],
  };

  /** The locale's Markdown copies, llms files, robots.txt, skills and API catalog. */
  function exportSite(
    site: BuiltSite,
    host: BuiltSite,
    codeTranslations: Record<string, string>,
  ): void {
    const written: SkillPage[] = [];
    // The theme's admonition words in this locale (its defaults and code.json).
    const words = admonitionWords(codeTranslations);
    for (const page of sections.flatMap((section) => section.pages)) {
      const html = site.text(
        htmlFileOf(site, baseUrl, page.permalink, siteConfig.trailingSlash),
      );
      const converted = htmlToMarkdown(html, {
        pageUrl: `${siteUrl}${page.permalink}`,
        preferredTab: options.preferredTab,
        admonitionWords: words,
        text: pageText,
      });
      const markdown = pageMarkdown(page, converted, siteUrl, pageText);
      const leftover = findHtml(markdown);
      if (leftover.length > 0) {
        throw new Error(
          `[${PLUGIN_NAME}] ${page.permalink}: HTML left in the Markdown: ${leftover.join(' ')}`,
        );
      }
      // nginx serves a URL from the file of its decoded path. The pointer
      // to llms.txt opens the served file only: llms-full.txt and the
      // skills quote the page itself.
      site.write(
        routeOfPathname(markdownUrlOf(page.permalink), baseUrl),
        pointer
          ? `${llmsPointer(pointer, llmsTxtUrl)}\n\n${markdown}`
          : markdown,
      );
      written.push({page, markdown});
    }
    const keyFacts = keyFactsOf(written);
    const skillText = {...options.skills?.text, ...local.skillText};
    const llms = llmsTxt(siteText, sections);
    const llmsFull = llmsFullTxt(
      siteText,
      written,
      options.skills && keyFacts.length > 0
        ? {
            title: skillText.facts!,
            intro: skillText.factsIntro!,
            lines: keyFacts.map((fact) =>
              keyFactLine(fact, {
                siteUrl,
                source: skillText.source!,
                pageText,
              }),
            ),
          }
        : null,
    );
    failOn(
      'llms.txt',
      llmsTxtProblems(llms, {
        title: oneLine(siteText.title),
        sections: [
          ...(instructions ? [instructions.title] : []),
          ...sections.map((section) => oneLine(section.title)),
        ],
      }),
    );
    failOn(
      'llms-full.txt',
      llmsFullProblems(llmsFull, {
        title: oneLine(siteText.title),
        pages: written.map(({page}) => oneLine(page.title)),
      }),
    );
    site.write('llms.txt', llms);
    site.write('llms-full.txt', llmsFull);
    const robots = options.robotsTxt && isDefaultLocale;
    if (robots) {
      site.write(
        'robots.txt',
        // One robots.txt for the site: it names every locale's sitemap.
        robotsTxt(
          i18n.locales.map(
            (other) => `${siteUrl}${localeBaseUrl(other)}sitemap.xml`,
          ),
          options.robots,
        ),
      );
    }
    const skills = options.skills
      ? writeSkills(host, options.skills, written, keyFacts)
      : 0;
    if (options.apiCatalog && isDefaultLocale) {
      const {path: apiPath, descriptions} = options.apiCatalog;
      host.write(
        WELL_KNOWN.apiCatalog,
        apiCatalog(`${siteUrl}/${WELL_KNOWN.apiCatalog}`, {
          anchor: `${siteUrl}${siteBase}${apiPath}`,
          serviceDesc: descriptions.map((description) => ({
            href: `${siteUrl}${siteBase}${description.path}`,
            type: description.type,
          })),
          serviceDoc: i18n.locales.flatMap((other) => [
            {
              href: `${siteUrl}${localeBaseUrl(other)}${apiPath}`,
              type: 'text/html',
              hreflang: i18n.localeConfigs[other]?.htmlLang ?? other,
            },
            {
              href: `${siteUrl}${markdownUrlOf(`${localeBaseUrl(other)}${apiPath}`)}`,
              type: 'text/markdown',
              hreflang: i18n.localeConfigs[other]?.htmlLang ?? other,
            },
          ]),
        }),
      );
    }
    const hostFiles = isDefaultLocale ? writeHostIndexes(host) : [];
    console.log(
      `[${PLUGIN_NAME}] ${locale}: ${written.length} pages as Markdown, llms.txt, llms-full.txt${robots ? ', robots.txt' : ''}${skills ? `, ${skills} agent skills` : ''}${options.apiCatalog && isDefaultLocale ? ', api-catalog' : ''}${hostFiles.map((file) => `, ${file}`).join('')}`,
    );
  }

  /**
   * The host's indexes of every locale, written by the default locale's
   * build from the options alone (the other locales are built after it):
   * `/llms.txt` and `/.well-known/ai-catalog.json`.
   */
  function writeHostIndexes(host: BuiltSite): string[] {
    const written: string[] = [];
    const locales = i18n.locales.map((other) => ({
      label: i18n.localeConfigs[other]?.label ?? other,
      llmsTxt: `${siteUrl}${localeBaseUrl(other)}llms.txt`,
      llmsFullTxt: `${siteUrl}${localeBaseUrl(other)}llms-full.txt`,
      locale: other,
    }));
    if (options.hostLlmsTxt) {
      host.write(
        HOST_ROOT.llmsTxt,
        hostLlmsTxt(
          {title: options.title ?? siteConfig.title, summary: options.summary},
          locales,
          options.hostLlmsTxt,
        ),
      );
      written.push('/llms.txt');
    }
    const catalog = options.aiCatalog;
    if (catalog) {
      const publisher = catalog.publisher ?? new URL(siteUrl).hostname;
      const id = (namespace: string, name: string) =>
        airIdentifier(publisher, namespace, name);
      const title = options.title ?? siteConfig.title;
      const entries = [
        ...(catalog.mcp
          ? [
              {
                identifier: id('mcp', 'docs'),
                displayName: `${title} MCP server`,
                type: AI_CATALOG_ENTRY_TYPES.mcpServerCard,
                url: `${siteUrl}${siteBase}${catalog.mcp.serverCard}`,
                representativeQueries: catalog.mcp.queries,
              },
            ]
          : []),
        ...(options.skills?.areas ?? []).flatMap((area) =>
          i18n.locales.map((other) => {
            const name = skillName(area.name, other, i18n.defaultLocale);
            return {
              identifier: id('skill', name),
              displayName: name,
              type: AI_CATALOG_ENTRY_TYPES.skill,
              url: `${siteUrl}/${WELL_KNOWN.agentSkills}/${name}/SKILL.md`,
              representativeQueries: area.queries ?? [],
            };
          }),
        ),
        ...locales.map((other) => ({
          identifier: id('llms', other.locale.toLowerCase()),
          displayName: `${title} llms.txt (${other.label})`,
          type: AI_CATALOG_ENTRY_TYPES.llmsTxt,
          url: other.llmsTxt,
          representativeQueries: catalog.llmsQueries,
        })),
        ...(options.apiCatalog
          ? [
              {
                identifier: id('api-catalog', 'sample-api'),
                displayName: `${title} API catalog`,
                type: AI_CATALOG_ENTRY_TYPES.apiCatalog,
                url: `${siteUrl}/${WELL_KNOWN.apiCatalog}`,
                representativeQueries: catalog.apiCatalogQueries,
              },
            ]
          : []),
      ];
      const unasked = entries.find(
        (entry) => entry.representativeQueries.length < 2,
      );
      if (unasked) {
        throw new Error(
          `[${PLUGIN_NAME}] aiCatalog: ${unasked.identifier} needs 2 to 5 queries (skill option "queries")`,
        );
      }
      host.write(
        WELL_KNOWN.aiCatalog,
        aiCatalog(
          {displayName: title, documentationUrl: `${siteUrl}${siteBase}`},
          entries,
        ),
      );
      written.push('ai-catalog.json');
    }
    return written;
  }

  /**
   * This locale's key facts (option `skills.keyFacts`), each with the
   * exported page it names, in order; a fact whose page was not exported or
   * lies in no skill's area fails the build, naming the fact.
   */
  function keyFactsOf(pages: readonly SkillPage[]): KeyFactLine[] {
    const facts = options.skills?.keyFacts[locale] ?? [];
    return facts.map((fact) => {
      const found = pages.find(
        ({page}) =>
          page.permalink.slice(baseUrl.length).replace(/\/$/, '') === fact.path,
      );
      if (!found) {
        throw new Error(
          `[${PLUGIN_NAME}] key fact "${fact.id}" (${locale}): no exported page at ${fact.path}`,
        );
      }
      if (
        !options.skills!.areas.some((area) =>
          inSkill(found.page.permalink, baseUrl, area.paths),
        )
      ) {
        throw new Error(
          `[${PLUGIN_NAME}] key fact "${fact.id}" (${locale}): its page ${fact.path} is in no skill's area`,
        );
      }
      return {text: fact.text, page: found.page};
    });
  }

  /**
   * Writes this locale's skills to both discovery folders of the host's
   * files, then both indexes from every SKILL.md there (the default locale
   * is built first and starts from empty folders; each later locale adds its
   * own and rewrites the indexes).
   */
  function writeSkills(
    host: BuiltSite,
    {areas, text}: SkillsOptions,
    pages: readonly SkillPage[],
    keyFacts: readonly KeyFactLine[],
  ): number {
    const skillText = {...text, ...local.skillText};
    const folders = [WELL_KNOWN.agentSkills, WELL_KNOWN.skills];
    if (isDefaultLocale) {
      for (const file of host.paths()) {
        if (folders.some((folder) => file.startsWith(`${folder}/`))) {
          host.remove(file);
        }
      }
    }
    for (const area of areas) {
      const name = skillName(area.name, locale, i18n.defaultLocale);
      // The pages under each path in turn (the first path's introduce the area), each once.
      const unique = [
        ...new Map(
          area.paths.flatMap((areaPath) =>
            pages
              .filter(({page}) => inSkill(page.permalink, baseUrl, [areaPath]))
              .map((page) => [page.page.permalink, page] as const),
          ),
        ).values(),
      ];
      if (unique.length === 0) {
        throw new Error(
          `[${PLUGIN_NAME}] skills: the area "${area.name}" (${area.paths.join(', ')}) has no exported page`,
        );
      }
      const note = local.skillNotes?.[area.name] ?? area.note;
      const facts = keyFacts.filter(({page}) =>
        inSkill(page.permalink, baseUrl, area.paths),
      );
      const content = skillMarkdown({
        name,
        site: {title: siteText.title, siteUrl},
        pages: unique,
        text: skillText,
        facts,
        ...(note ? {note} : {}),
        pageText,
        llmsTxtUrl,
        links: (area.links ?? []).map((link) => ({
          title: link.title,
          url: `${siteUrl}${baseUrl}${link.path}`,
        })),
      });
      failOn(
        `${name}/SKILL.md`,
        skillProblems(content, {
          title: skillTitle(
            siteText.title,
            unique[0]!.page.title,
            pageText.colon,
          ),
          sections: [
            skillText.covers,
            skillText.guide,
            skillText.facts,
            skillText.pages,
          ],
        }),
      );
      for (const folder of folders) {
        host.write(`${folder}/${name}/SKILL.md`, content);
      }
    }
    const all = skillsIn(host, WELL_KNOWN.agentSkills);
    host.write(`${WELL_KNOWN.agentSkills}/index.json`, agentSkillsIndex(all));
    host.write(`${WELL_KNOWN.skills}/index.json`, skillsIndexV01(all));
    return areas.length;
  }
}
