/** The introduction page's model: the API's description, info and operations by tag. */
import type {OpenApiDocument} from '../spec.ts';
import {escapeHtml, markdownToHtml} from '../markdown.ts';
import type {IntroModel, OperationModel} from '../types.ts';
import {slugify} from './operation.ts';

/** Only http(s) links from the spec become links (never `javascript:` or `data:`). */
function webUrl(url: string | undefined): boolean {
  return url !== undefined && /^https?:\/\//i.test(url);
}

/** Heading id of a tag's section on the introduction page. */
export function tagId(tag: string): string {
  return `tag-${slugify(tag) || 'untitled'}`;
}

/** Tags in the spec's order, then tags only operations name. */
export function tagNames(
  api: OpenApiDocument,
  operations: OperationModel[],
): string[] {
  return [
    ...(api.tags ?? []).map((tag) => tag.name),
    ...operations.map((operation) => operation.tag),
  ].filter((tag, index, all) => all.indexOf(tag) === index);
}

/** The introduction page: title, description, info and the operations by tag. */
export function buildIntro(
  api: OpenApiDocument,
  operations: OperationModel[],
  options: {
    baseUrl?: string;
    downloads: IntroModel['downloads'];
    /** The site's own paragraph before the spec's description (the `introText` option). */
    lead?: string | null;
  },
): IntroModel {
  const baseUrl = options.baseUrl ?? '/';
  const descriptions = new Map(
    (api.tags ?? []).map((tag) => [tag.name, tag.description]),
  );
  const {info} = api;
  const descriptionHtml = markdownToHtml(info.description, baseUrl);
  const lead = options.lead?.trim();
  return {
    title: info.title,
    ...(lead ? {lead} : {}),
    ...(descriptionHtml ? {descriptionHtml} : {}),
    info: {
      version: info.version,
      servers: (api.servers ?? []).map(({url, description}) => ({
        url,
        ...(description ? {description} : {}),
      })),
      ...(info.contact?.name || info.contact?.email
        ? {
            contact: {
              ...(info.contact.name ? {name: info.contact.name} : {}),
              ...(info.contact.email ? {email: info.contact.email} : {}),
            },
          }
        : {}),
      ...(info.license
        ? {
            license: {
              name: info.license.name,
              ...(webUrl(info.license.url) ? {url: info.license.url} : {}),
            },
          }
        : {}),
    },
    downloads: options.downloads,
    tags: tagNames(api, operations)
      .map((name) => {
        const html = markdownToHtml(descriptions.get(name), baseUrl);
        return {
          name,
          id: tagId(name),
          ...(html ? {descriptionHtml: html} : {}),
          operations: operations
            .filter((operation) => operation.tag === name)
            .map(({slug, method, path, summary}) => ({
              slug,
              method,
              path,
              summary,
            })),
        };
      })
      .filter((tag) => tag.operations.length > 0),
  };
}

/**
 * Table of contents of the introduction (TOC entries are HTML: the text is
 * escaped); `operations` is its heading's text in the locale being built.
 */
export function introToc(intro: IntroModel, operations = 'Operations') {
  return [
    {value: escapeHtml(operations), id: 'operations', level: 2},
    ...intro.tags.map((tag) => ({
      value: escapeHtml(tag.name),
      id: tag.id,
      level: 3,
    })),
  ];
}
