import type {OpenAPIV3} from 'openapi-types';
import {HTTP_METHODS, type OpenApiDocument} from './spec.ts';
import {markdownToHtml} from './markdown.ts';
import {codeSamples} from './samples.ts';
import {exampleFor} from './examples.ts';
import type {
  CallbackModel,
  MediaModel,
  OperationModel,
  ParameterModel,
  RequestBodyModel,
  ResponseModel,
  SchemaNode,
  SchemaProperty,
  SecurityModel,
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

const STATUS_TEXT: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No Content',
  '301': 'Moved Permanently',
  '304': 'Not Modified',
  '400': 'Bad Request',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'Not Found',
  '405': 'Method Not Allowed',
  '409': 'Conflict',
  '422': 'Unprocessable Content',
  '429': 'Too Many Requests',
  '500': 'Internal Server Error',
  '503': 'Service Unavailable',
  default: 'Any other status',
  '2XX': 'Success',
  '4XX': 'Client error',
  '5XX': 'Server error',
};

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

function constraints(schema: Schema): string[] {
  const list: string[] = [];
  const add = (condition: unknown, text: string) => {
    if (condition !== undefined && condition !== false) {
      list.push(text);
    }
  };
  add(schema.minimum, `≥ ${schema.minimum}`);
  add(schema.maximum, `≤ ${schema.maximum}`);
  add(schema.minLength, `min length ${schema.minLength}`);
  add(schema.maxLength, `max length ${schema.maxLength}`);
  add(schema.minItems, `min items ${schema.minItems}`);
  add(schema.maxItems, `max items ${schema.maxItems}`);
  add(schema.pattern, `pattern ${schema.pattern}`);
  add(schema.uniqueItems, 'unique items');
  add(schema.readOnly, 'read-only');
  add(schema.writeOnly, 'write-only');
  return list;
}

/** Flattens a dereferenced schema into the tree the theme renders. */
export function schemaNode(schema: Schema | undefined, depth = 0): SchemaNode {
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
  const description = markdownToHtml(merged.description);
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
    const items = schemaNode(objectSchema, depth + 1);
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
        node: schemaNode(child as Schema, depth + 1),
      }),
    );
  }
  if (
    objectSchema?.additionalProperties &&
    typeof objectSchema.additionalProperties === 'object'
  ) {
    node.additionalProperties = schemaNode(
      objectSchema.additionalProperties as Schema,
      depth + 1,
    );
  }
  const variants = merged.oneOf ?? merged.anyOf;
  if (variants) {
    node.variants = {
      kind: merged.oneOf ? 'oneOf' : 'anyOf',
      nodes: (variants as Schema[]).map((part) => schemaNode(part, depth + 1)),
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
  api: OpenApiDocument,
  direction: 'request' | 'response',
): MediaModel[] {
  return Object.entries(content ?? {}).map(([mediaType, media]) => ({
    mediaType,
    ...(media.schema ? {schema: schemaNode(media.schema as Schema)} : {}),
    ...formatExample(mediaType, exampleFor(media, api, direction)),
  }));
}

function requestBodyModel(
  body: OpenAPIV3.RequestBodyObject | undefined,
  api: OpenApiDocument,
): RequestBodyModel | undefined {
  if (!body) {
    return undefined;
  }
  return {
    required: Boolean(body.required),
    ...(body.description
      ? {descriptionHtml: markdownToHtml(body.description)}
      : {}),
    contents: mediaModels(body.content, api, 'request'),
  };
}

function responseModels(
  responses: OpenAPIV3.ResponsesObject | undefined,
  api: OpenApiDocument,
): ResponseModel[] {
  return Object.entries(responses ?? {}).map(([status, value]) => {
    const response = value as OpenAPIV3.ResponseObject;
    return {
      status,
      statusText: STATUS_TEXT[status] ?? '',
      ...(response.description
        ? {descriptionHtml: markdownToHtml(response.description)}
        : {}),
      headers: Object.entries(response.headers ?? {}).map(([name, header]) => {
        const h = header as OpenAPIV3.HeaderObject;
        return {
          name,
          ...(h.description
            ? {descriptionHtml: markdownToHtml(h.description)}
            : {}),
          schema: schemaNode(h.schema as Schema),
        };
      }),
      contents: mediaModels(response.content, api, 'response'),
    };
  });
}

function securityModels(
  requirements: OpenAPIV3.SecurityRequirementObject[] | undefined,
  api: OpenApiDocument,
): SecurityModel[] {
  const schemes = api.components?.securitySchemes ?? {};
  return (requirements ?? [])
    .filter((requirement) => Object.keys(requirement).length > 0)
    .map((requirement) => ({
      schemes: Object.entries(requirement).map(([key, scopes]) => {
        const scheme = schemes[key] as
          OpenAPIV3.SecuritySchemeObject | undefined;
        let summary = key;
        if (scheme?.type === 'apiKey') {
          summary = `API key in the ${scheme.in} ${scheme.name}`;
        } else if (scheme?.type === 'oauth2') {
          summary = `OAuth 2.0 (${Object.keys(scheme.flows).join(', ')} flow)`;
        } else if (scheme?.type === 'http') {
          summary = `HTTP ${scheme.scheme} authentication`;
        } else if (scheme?.type === 'openIdConnect') {
          summary = 'OpenID Connect';
        }
        return {
          key,
          type: scheme?.type ?? 'unknown',
          summary,
          ...(scheme?.description
            ? {descriptionHtml: markdownToHtml(scheme.description)}
            : {}),
          scopes,
        };
      }),
    }));
}

function callbackModels(
  callbacks: OpenAPIV3.OperationObject['callbacks'],
  api: OpenApiDocument,
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
            ? {descriptionHtml: markdownToHtml(operation.description)}
            : {}),
          ...(operation.requestBody
            ? {
                requestBody: requestBodyModel(
                  operation.requestBody as OpenAPIV3.RequestBodyObject,
                  api,
                ),
              }
            : {}),
          responses: responseModels(operation.responses, api),
        });
      }
    }
  }
  return list;
}

/** Every operation of the spec, in path order, as the pages show them. */
export function buildOperations(api: OpenApiDocument): OperationModel[] {
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
      const security = securityModels(operation.security ?? api.security, api);
      const operationId = operation.operationId as string;
      operations.push({
        slug: slugify(operationId),
        operationId,
        tag: (operation.tags as string[])[0],
        method,
        path: route,
        summary: operation.summary ?? operationId,
        description: operation.description ?? '',
        deprecated: Boolean(operation.deprecated),
        servers,
        security,
        parameters: parameterList.map((parameter): ParameterModel => ({
          name: parameter.name,
          in: parameter.in as ParameterModel['in'],
          required: Boolean(parameter.required),
          deprecated: Boolean(parameter.deprecated),
          ...(parameter.description
            ? {descriptionHtml: markdownToHtml(parameter.description)}
            : {}),
          schema: {
            ...schemaNode(parameter.schema as Schema),
            ...(parameter.example !== undefined
              ? {example: literal(parameter.example)}
              : {}),
          },
        })),
        ...(requestBody
          ? {requestBody: requestBodyModel(requestBody, api)}
          : {}),
        responses: responseModels(operation.responses, api),
        callbacks: callbackModels(operation.callbacks, api),
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
