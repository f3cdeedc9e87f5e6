import {STATUS_CODES} from 'node:http';
import type {OpenAPIV3} from 'openapi-types';
import {HTTP_METHODS, type OpenApiDocument} from './spec.ts';
import {escapeHtml, markdownToHtml} from './markdown.ts';
import {codeSamples} from './samples.ts';
import {exampleFor} from './examples.ts';
import type {
  CallbackModel,
  Constraint,
  HeaderModel,
  IntroModel,
  MediaModel,
  OperationModel,
  ParameterModel,
  RequestBodyModel,
  ResponseModel,
  SchemaNode,
  SchemaProperty,
  SecurityModel,
  SecuritySchemeModel,
} from './types.ts';

type Schema = OpenAPIV3.SchemaObject;

/** `findPetsByStatus` → `find-pets-by-status`: the page slug. */
export function slugify(operationId: string): string {
  return operationId
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
}

function literal(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Maximum depth of nested properties shown (guards very deep or recursive schemas). */
const MAX_DEPTH = 8;

function typeLabel(schema: Schema): string {
  const nullable = schema.nullable ? ' | null' : '';
  if (schema.type === 'array') {
    const items = (schema.items ?? {}) as Schema;
    return `array of ${typeLabel(items)}`;
  }
  const base =
    schema.type ??
    (schema.properties
      ? 'object'
      : schema.oneOf || schema.anyOf
        ? 'one of'
        : 'any');
  return `${base}${schema.format ? ` <${schema.format}>` : ''}${nullable}`;
}

function constraints(schema: Schema): Constraint[] {
  const list: Constraint[] = [];
  for (const kind of [
    'minimum',
    'maximum',
    'minLength',
    'maxLength',
    'minItems',
    'maxItems',
    'pattern',
  ] as const) {
    if (schema[kind] !== undefined) {
      list.push({kind, value: String(schema[kind])});
    }
  }
  for (const kind of ['uniqueItems', 'readOnly', 'writeOnly'] as const) {
    if (schema[kind]) {
      list.push({kind});
    }
  }
  return list;
}

/** What the model builders need besides the part of the spec they convert. */
interface Context {
  api: OpenApiDocument;
  /** Site base URL, put before site-absolute links in descriptions. */
  baseUrl: string;
}

/** Flattens a dereferenced schema into the tree the theme renders. */
export function schemaNode(
  schema: Schema | undefined,
  baseUrl = '/',
  depth = 0,
): SchemaNode {
  const source: Schema = schema ?? {};
  // allOf: merge the parts into one object.
  const merged: Schema = source.allOf
    ? (source.allOf as Schema[]).reduce<Schema>(
        (all, part) => ({
          ...all,
          ...part,
          properties: {...all.properties, ...part.properties},
          required: [...(all.required ?? []), ...(part.required ?? [])],
        }),
        {...source, allOf: undefined},
      )
    : source;
  const node: SchemaNode = {
    type: typeLabel(merged),
    constraints: constraints(merged),
  };
  const description = markdownToHtml(merged.description, baseUrl);
  if (description) node.descriptionHtml = description;
  if (merged.deprecated) node.deprecated = true;
  if (merged.enum) node.enum = merged.enum.map(literal);
  if (merged.default !== undefined) node.defaultValue = literal(merged.default);
  if (merged.example !== undefined && typeof merged.example !== 'object') {
    node.example = literal(merged.example);
  }
  if (depth >= MAX_DEPTH) {
    return node;
  }
  // An array of objects shows the item's properties directly.
  const objectSchema: Schema | undefined =
    merged.type === 'array' ? (merged.items as Schema | undefined) : merged;
  if (merged.type === 'array' && objectSchema) {
    const items = schemaNode(objectSchema, baseUrl, depth + 1);
    node.enum ??= items.enum;
    if (items.properties) node.properties = items.properties;
    if (items.additionalProperties) {
      node.additionalProperties = items.additionalProperties;
    }
    if (items.variants) node.variants = items.variants;
    return node;
  }
  if (objectSchema?.properties) {
    const required = new Set(objectSchema.required ?? []);
    node.properties = Object.entries(objectSchema.properties).map(
      ([name, child]): SchemaProperty => ({
        name,
        required: required.has(name),
        node: schemaNode(child as Schema, baseUrl, depth + 1),
      }),
    );
  }
  if (
    objectSchema?.additionalProperties &&
    typeof objectSchema.additionalProperties === 'object'
  ) {
    node.additionalProperties = schemaNode(
      objectSchema.additionalProperties as Schema,
      baseUrl,
      depth + 1,
    );
  }
  const variants = merged.oneOf ?? merged.anyOf;
  if (variants) {
    node.variants = {
      kind: merged.oneOf ? 'oneOf' : 'anyOf',
      nodes: (variants as Schema[]).map((part) =>
        schemaNode(part, baseUrl, depth + 1),
      ),
    };
  }
  return node;
}

function formatExample(
  mediaType: string,
  value: unknown,
): {example?: string; exampleLanguage: string} {
  if (value === undefined) {
    return {exampleLanguage: 'text'};
  }
  if (/json/.test(mediaType)) {
    return {example: JSON.stringify(value, null, 2), exampleLanguage: 'json'};
  }
  if (
    mediaType === 'application/x-www-form-urlencoded' &&
    value &&
    typeof value === 'object'
  ) {
    return {
      example: new URLSearchParams(
        Object.entries(value).map(([k, v]) => [k, literal(v)]),
      ).toString(),
      exampleLanguage: 'text',
    };
  }
  if (/octet-stream|image\//.test(mediaType)) {
    return {example: '<binary data>', exampleLanguage: 'text'};
  }
  return {example: literal(value), exampleLanguage: 'text'};
}

function mediaModels(
  content: Record<string, OpenAPIV3.MediaTypeObject> | undefined,
  ctx: Context,
  direction: 'request' | 'response',
): MediaModel[] {
  return Object.entries(content ?? {}).map(([mediaType, media]) => ({
    mediaType,
    ...(media.schema
      ? {schema: schemaNode(media.schema as Schema, ctx.baseUrl)}
      : {}),
    ...formatExample(mediaType, exampleFor(media, ctx.api, direction)),
  }));
}

function requestBodyModel(
  body: OpenAPIV3.RequestBodyObject | undefined,
  ctx: Context,
): RequestBodyModel | undefined {
  if (!body) {
    return undefined;
  }
  return {
    required: Boolean(body.required),
    ...(body.description
      ? {descriptionHtml: markdownToHtml(body.description, ctx.baseUrl)}
      : {}),
    contents: mediaModels(body.content, ctx, 'request'),
  };
}

function responseModels(
  responses: OpenAPIV3.ResponsesObject | undefined,
  ctx: Context,
): ResponseModel[] {
  return Object.entries(responses ?? {}).map(([status, value]) => {
    const response = value as OpenAPIV3.ResponseObject;
    return {
      status,
      ...(STATUS_CODES[status] ? {statusText: STATUS_CODES[status]} : {}),
      ...(response.description
        ? {descriptionHtml: markdownToHtml(response.description, ctx.baseUrl)}
        : {}),
      headers: Object.entries(response.headers ?? {}).map(
        ([name, header]): HeaderModel => {
          const h = header as OpenAPIV3.HeaderObject;
          return {
            name,
            required: Boolean(h.required),
            deprecated: Boolean(h.deprecated),
            ...(h.description
              ? {descriptionHtml: markdownToHtml(h.description, ctx.baseUrl)}
              : {}),
            schema: schemaNode(h.schema as Schema, ctx.baseUrl),
          };
        },
      ),
      contents: mediaModels(response.content, ctx, 'response'),
    };
  });
}

function securityModels(
  requirements: OpenAPIV3.SecurityRequirementObject[] | undefined,
  ctx: Context,
): SecurityModel[] {
  const schemes = ctx.api.components?.securitySchemes ?? {};
  return (requirements ?? [])
    .filter((requirement) => Object.keys(requirement).length > 0)
    .map((requirement) => ({
      schemes: Object.entries(requirement).map(
        ([key, scopes]): SecuritySchemeModel => {
          const scheme = schemes[key] as
            OpenAPIV3.SecuritySchemeObject | undefined;
          const common = {
            key,
            scopes,
            ...(scheme?.description
              ? {
                  descriptionHtml: markdownToHtml(
                    scheme.description,
                    ctx.baseUrl,
                  ),
                }
              : {}),
          };
          switch (scheme?.type) {
            case 'apiKey':
              return {
                ...common,
                type: 'apiKey',
                in: scheme.in,
                name: scheme.name,
              };
            case 'oauth2':
              return {
                ...common,
                type: 'oauth2',
                flows: Object.keys(scheme.flows),
              };
            case 'http':
              return {...common, type: 'http', scheme: scheme.scheme};
            case 'openIdConnect':
              return {...common, type: 'openIdConnect'};
            default:
              return {...common, type: 'unknown'};
          }
        },
      ),
    }));
}

function callbackModels(
  callbacks: OpenAPIV3.OperationObject['callbacks'],
  ctx: Context,
): CallbackModel[] {
  const list: CallbackModel[] = [];
  for (const [name, callback] of Object.entries(callbacks ?? {})) {
    for (const [expression, item] of Object.entries(
      callback as OpenAPIV3.CallbackObject,
    )) {
      for (const method of HTTP_METHODS) {
        const operation = (item as OpenAPIV3.PathItemObject)[method];
        if (!operation) continue;
        list.push({
          name,
          expression,
          method,
          ...(operation.summary ? {summary: operation.summary} : {}),
          ...(operation.description
            ? {
                descriptionHtml: markdownToHtml(
                  operation.description,
                  ctx.baseUrl,
                ),
              }
            : {}),
          ...(operation.requestBody
            ? {
                requestBody: requestBodyModel(
                  operation.requestBody as OpenAPIV3.RequestBodyObject,
                  ctx,
                ),
              }
            : {}),
          responses: responseModels(operation.responses, ctx),
        });
      }
    }
  }
  return list;
}

/** Every operation of the spec, in path order, as the pages show them. */
export function buildOperations(
  api: OpenApiDocument,
  baseUrl = '/',
): OperationModel[] {
  const ctx: Context = {api, baseUrl};
  const servers = (api.servers ?? []).map((server) => server.url);
  const operations: OperationModel[] = [];
  for (const [route, pathItem] of Object.entries(api.paths ?? {})) {
    if (!pathItem) continue;
    // Methods in the order the spec lists them.
    const methods = Object.keys(pathItem).filter(
      (key): key is (typeof HTTP_METHODS)[number] =>
        (HTTP_METHODS as readonly string[]).includes(key),
    );
    for (const method of methods) {
      const operation = pathItem[method];
      if (!operation) continue;
      // Operation parameters override path-level ones with the same name and location.
      const parameters = new Map<string, OpenAPIV3.ParameterObject>();
      for (const parameter of [
        ...(pathItem.parameters ?? []),
        ...(operation.parameters ?? []),
      ] as OpenAPIV3.ParameterObject[]) {
        parameters.set(`${parameter.in}:${parameter.name}`, parameter);
      }
      const parameterList = [...parameters.values()];
      const requestBody = operation.requestBody as
        OpenAPIV3.RequestBodyObject | undefined;
      const security = securityModels(operation.security ?? api.security, ctx);
      const operationId = operation.operationId as string;
      operations.push({
        slug: slugify(operationId),
        operationId,
        tag: (operation.tags as string[])[0],
        method,
        path: route,
        summary: operation.summary ?? operationId,
        ...(operation.description
          ? {descriptionHtml: markdownToHtml(operation.description, baseUrl)}
          : {}),
        deprecated: Boolean(operation.deprecated),
        servers,
        security,
        parameters: parameterList.map((parameter): ParameterModel => ({
          name: parameter.name,
          in: parameter.in as ParameterModel['in'],
          required: Boolean(parameter.required),
          deprecated: Boolean(parameter.deprecated),
          ...(parameter.description
            ? {
                descriptionHtml: markdownToHtml(
                  parameter.description,
                  ctx.baseUrl,
                ),
              }
            : {}),
          schema: {
            ...schemaNode(parameter.schema as Schema, ctx.baseUrl),
            ...(parameter.example !== undefined
              ? {example: literal(parameter.example)}
              : {}),
          },
        })),
        ...(requestBody
          ? {requestBody: requestBodyModel(requestBody, ctx)}
          : {}),
        responses: responseModels(operation.responses, ctx),
        callbacks: callbackModels(operation.callbacks, ctx),
        samples: codeSamples({
          api,
          method,
          path: route,
          parameters: parameterList,
          requestBody,
          security: operation.security ?? api.security ?? [],
        }),
      });
    }
  }
  return operations;
}

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
  options: {baseUrl?: string; downloads: IntroModel['downloads']},
): IntroModel {
  const baseUrl = options.baseUrl ?? '/';
  const descriptions = new Map(
    (api.tags ?? []).map((tag) => [tag.name, tag.description]),
  );
  const {info} = api;
  const descriptionHtml = markdownToHtml(info.description, baseUrl);
  return {
    title: info.title,
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

/** Table of contents of the introduction (TOC entries are HTML: the text is escaped). */
export function introToc(intro: IntroModel) {
  return [
    {value: 'Operations', id: 'operations', level: 2},
    ...intro.tags.map((tag) => ({
      value: escapeHtml(tag.name),
      id: tag.id,
      level: 3,
    })),
  ];
}
