import {mkdir, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {OpenApiDocument} from './spec.ts';
import {markdownToMdx, plainSummary} from './markdown.ts';
import type {OperationModel} from './types.ts';

/** YAML-safe scalar for front matter. */
function yamlString(value: string): string {
  return JSON.stringify(value);
}

/** Sidebar of the API docs instance: introduction, then one category per tag. */
export function apiSidebar(api: OpenApiDocument, operations: OperationModel[]) {
  const tags = [
    ...(api.tags ?? []).map((tag) => tag.name),
    ...operations.map((operation) => operation.tag),
  ].filter((tag, index, all) => all.indexOf(tag) === index);
  return {
    api: [
      {type: 'doc', id: 'index', label: 'Introduction'},
      ...tags
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
              className: `api-sidebar-item api-sidebar-item--${operation.method}`,
            })),
        }))
        .filter((category) => category.items.length > 0),
    ],
  };
}

/** The introduction page: info.description plus the list of operations by tag. */
export function introMdx(
  api: OpenApiDocument,
  operations: OperationModel[],
): string {
  const tagDescriptions = new Map(
    (api.tags ?? []).map((tag) => [tag.name, tag.description ?? '']),
  );
  const sections = apiSidebar(api, operations)
    .api.slice(1)
    .map((category) => {
      const description = tagDescriptions.get(category.label as string);
      const rows = operations
        .filter((operation) => operation.tag === category.label)
        .map(
          (operation) =>
            `<ApiOperationLink method="${operation.method}" path=${JSON.stringify(
              operation.path,
            )} to="./${operation.slug}" title=${JSON.stringify(operation.summary)} />`,
        );
      return [
        `### ${category.label} {#tag-${category.label}}`,
        '',
        description ? markdownToMdx(description) : '',
        '',
        '<ul className="api-operation-list">',
        ...rows.map((row) => `<li>${row}</li>`),
        '</ul>',
      ].join('\n');
    });
  return [
    '---',
    'id: index',
    'slug: /',
    `title: ${yamlString(api.info.title)}`,
    `sidebar_label: Introduction`,
    `description: ${yamlString(plainSummary(api.info.description))}`,
    'custom_edit_url: null',
    'pagination_prev: null',
    '---',
    '',
    "import ApiOperationLink from '@theme/ApiOperationLink';",
    "import ApiInfo from '@theme/ApiInfo';",
    "import info from './_data/info.json';",
    '',
    `# ${markdownToMdx(api.info.title)}`,
    '',
    '<ApiInfo info={info} />',
    '',
    markdownToMdx(api.info.description),
    '',
    '## Operations {#operations}',
    '',
    ...sections,
    '',
  ].join('\n');
}

/** One operation page: front matter, the data import and the description as Markdown. */
export function operationMdx(operation: OperationModel): string {
  return [
    '---',
    `id: ${operation.slug}`,
    `title: ${yamlString(operation.summary)}`,
    `sidebar_label: ${yamlString(operation.summary)}`,
    `description: ${yamlString(
      plainSummary(operation.description) ||
        `${operation.method.toUpperCase()} ${operation.path}`,
    )}`,
    'hide_title: true',
    'hide_table_of_contents: true',
    'custom_edit_url: null',
    `keywords: [${[operation.operationId, operation.tag].map(yamlString).join(', ')}]`,
    '---',
    '',
    "import ApiOperation from '@theme/ApiOperation';",
    `import operation from './_data/${operation.slug}.json';`,
    '',
    '<ApiOperation operation={operation}>',
    '',
    markdownToMdx(operation.description),
    '',
    '</ApiOperation>',
    '',
  ].join('\n');
}

export interface ApiInfoData {
  version: string;
  servers: {url: string; description?: string}[];
  contact?: {name?: string; email?: string; url?: string};
  license?: {name: string; url?: string};
  termsOfService?: string;
}

/** Writes the docs of the API instance into `outDir` (emptied first). */
export async function writeApiDocs(
  api: OpenApiDocument,
  operations: OperationModel[],
  outDir: string,
): Promise<void> {
  await rm(outDir, {recursive: true, force: true});
  await mkdir(path.join(outDir, '_data'), {recursive: true});
  const info: ApiInfoData = {
    version: api.info.version,
    servers: (api.servers ?? []).map(({url, description}) => ({
      url,
      description,
    })),
    ...(api.info.contact ? {contact: api.info.contact} : {}),
    ...(api.info.license ? {license: api.info.license} : {}),
    ...(api.info.termsOfService
      ? {termsOfService: api.info.termsOfService}
      : {}),
  };
  await writeFile(
    path.join(outDir, '_data', 'info.json'),
    JSON.stringify(info),
  );
  await writeFile(path.join(outDir, 'index.mdx'), introMdx(api, operations));
  await writeFile(
    path.join(outDir, 'sidebars.json'),
    JSON.stringify(apiSidebar(api, operations), null, 2),
  );
  await Promise.all(
    operations.flatMap((operation) => [
      writeFile(
        path.join(outDir, '_data', `${operation.slug}.json`),
        JSON.stringify(operation),
      ),
      writeFile(
        path.join(outDir, `${operation.slug}.mdx`),
        operationMdx(operation),
      ),
    ]),
  );
}
