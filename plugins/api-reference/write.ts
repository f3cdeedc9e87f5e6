import {mkdir, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {ApiSpecError, type HTTP_METHODS, type OpenApiDocument} from './spec.ts';
import {firstSentence, plainSummary} from './markdown.ts';
import {introToc, tagNames} from './model/intro.ts';
import type {GeneratedText} from './model/notice.ts';
import type {IntroModel, NoticeModel, OperationModel} from './types.ts';

/** Title and meta description of a generated page, set by the plugin (never written into MDX). */
export interface PageMeta {
  title: string;
  description: string;
}

/** A page slug is used in a file name and an import path: only `a-z`, `0-9` and inner hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The site's texts in the generated files, in the locale being built. */
export interface SiteText extends GeneratedText {
  /** The notice on every page (the introduction and each operation); `null` for none. */
  notice: NoticeModel | null;
}

export const DEFAULT_SITE_TEXT: SiteText = {
  introduction: 'Introduction',
  operations: 'Operations',
  notice: null,
};

/** Sidebar of the API docs instance: introduction, then one category per tag. */
export function apiSidebar(
  api: OpenApiDocument,
  operations: OperationModel[],
  introduction = DEFAULT_SITE_TEXT.introduction,
) {
  return {
    api: [
      {type: 'doc', id: 'index', label: introduction},
      ...tagNames(api, operations)
        .map((tag) => ({
          type: 'category',
          label: tag,
          collapsible: true,
          collapsed: false,
          items: operations
            .filter((operation) => operation.tag === tag)
            .map((operation) => ({
              type: 'doc',
              id: operation.slug,
              label: operation.summary,
              className: `pn-api-sidebar-item pn-api-sidebar-item--${operation.method}`,
            })),
        }))
        .filter((category) => category.items.length > 0),
    ],
  };
}

/*
 * The generated MDX is fixed code: front matter with fixed values, an import
 * of the page's JSON data and the component that renders it. No text of the
 * spec is ever written into it, because MDX is a program, and text
 * pasted into it runs (`export const …`, `{…}`, event handlers) or breaks
 * the build (`"`, `{`, a line starting with `export`). The page title and
 * description come from the data (see PageMeta), the only spec-derived part
 * of the file is the slug in the data file's name, checked against SLUG.
 */

/** The introduction page. */
export const INTRO_MDX = [
  '---',
  'slug: /',
  'custom_edit_url: null',
  'pagination_prev: null',
  '---',
  '',
  "import ApiIntro from '@theme/ApiIntro';",
  "import intro from './_data/index.json';",
  '',
  // The docs theme reads the table of contents from this export.
  'export const toc = intro.toc;',
  '',
  '<ApiIntro intro={intro.intro} notice={intro.notice} />',
  '',
].join('\n');

/** One operation page. */
export function operationMdx(slug: string): string {
  if (!SLUG.test(slug)) {
    throw new Error(`Unsafe API page slug: ${JSON.stringify(slug)}`);
  }
  return [
    '---',
    'hide_title: true',
    'hide_table_of_contents: true',
    'custom_edit_url: null',
    '---',
    '',
    "import ApiOperation from '@theme/ApiOperation';",
    `import operation from './_data/${slug}.json';`,
    // The site's texts shared by every operation (no slug starts with `_`).
    "import site from './_data/_site.json';",
    '',
    '<ApiOperation operation={operation} notice={site.notice} />',
    '',
  ].join('\n');
}

/**
 * Title and description of every page, by doc id. The introduction is
 * described by the site's own paragraph (`lead`, in the locale being built)
 * when there is one, else by the spec's description.
 */
export function pageMeta(
  api: OpenApiDocument,
  operations: OperationModel[],
  lead?: string,
): Map<string, PageMeta> {
  return new Map([
    [
      'index',
      {
        title: api.info.title,
        description: lead?.trim()
          ? firstSentence(lead)
          : plainSummary(api.info.description),
      },
    ],
    ...operations.map((operation): [string, PageMeta] => {
      const source =
        api.paths?.[operation.path]?.[
          operation.method as (typeof HTTP_METHODS)[number]
        ];
      return [
        operation.slug,
        {
          title: operation.summary,
          description:
            plainSummary(source?.description) ||
            `${operation.method.toUpperCase()} ${operation.path}`,
        },
      ];
    }),
  ]);
}

/**
 * The most bytes of page data (`_data/*.json`) the API pages may have in all:
 * the sample spec makes about 0.2 MB; a spec that passes the node limits of
 * spec.ts but would still make more than this fails before anything is
 * written.
 */
export const MAX_PAGE_DATA_BYTES = 16 * 1024 * 1024;

/**
 * Writes the docs of the API instance into `outDir` (emptied first).
 * `specFile` (as errors name it) is named when the page data would pass
 * {@link MAX_PAGE_DATA_BYTES}; `text` is the site's, in the locale being built.
 */
export async function writeApiDocs(
  api: OpenApiDocument,
  operations: OperationModel[],
  intro: IntroModel,
  outDir: string,
  specFile = 'the OpenAPI document',
  text: SiteText = DEFAULT_SITE_TEXT,
): Promise<void> {
  const slugs = new Set<string>(['index']);
  for (const {slug, operationId} of operations) {
    if (!SLUG.test(slug)) {
      throw new Error(
        `operationId ${JSON.stringify(operationId)} gives no usable page URL: use letters and digits`,
      );
    }
    if (slugs.has(slug)) {
      throw new Error(
        `operationId ${JSON.stringify(operationId)} gives the page URL "${slug}", which another page already uses`,
      );
    }
    slugs.add(slug);
  }
  const pageData = operations.map((operation) => JSON.stringify(operation));
  const bytes = pageData.reduce(
    (sum, text) => sum + Buffer.byteLength(text),
    0,
  );
  if (bytes > MAX_PAGE_DATA_BYTES) {
    throw new ApiSpecError(
      specFile,
      '/paths',
      `the ${operations.length} operation pages would have ${bytes} bytes of page data, more than the ${MAX_PAGE_DATA_BYTES} allowed: split the spec or give large schemas an example`,
    );
  }
  await rm(outDir, {recursive: true, force: true});
  await mkdir(path.join(outDir, '_data'), {recursive: true});
  const write = (file: string, data: string) =>
    writeFile(path.join(outDir, file), data);
  await write(
    '_data/index.json',
    JSON.stringify({
      intro,
      notice: text.notice,
      toc: introToc(intro, text.operations),
    }),
  );
  await write('_data/_site.json', JSON.stringify({notice: text.notice}));
  await write('index.mdx', INTRO_MDX);
  await write(
    'sidebars.json',
    JSON.stringify(apiSidebar(api, operations, text.introduction), null, 2),
  );
  await Promise.all(
    operations.flatMap((operation, index) => [
      write(`_data/${operation.slug}.json`, pageData[index]!),
      write(`${operation.slug}.mdx`, operationMdx(operation.slug)),
    ]),
  );
}
