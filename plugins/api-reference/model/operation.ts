/** The page model of each operation (parameters, bodies, responses, security, callbacks, samples). */
import {STATUS_CODES} from 'node:http';
import type {OpenAPIV3} from 'openapi-types';
import {HTTP_METHODS, type OpenApiDocument} from '../spec.ts';
import {markdownToHtml} from '../markdown.ts';
import {codeSamples} from '../samples.ts';
import {exampleFor} from '../examples.ts';
import type {
  CallbackModel,
  HeaderModel,
  MediaModel,
  OperationModel,
  ParameterModel,
  RequestBodyModel,
  ResponseModel,
  SecurityModel,
  SecuritySchemeModel,
} from '../types.ts';
import {literal, schemaNode} from './schema.ts';

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

/** What the model builders need besides the part of the spec they convert. */
interface Context {
  api: OpenApiDocument;
  /** Site base URL, put before site-absolute links in descriptions. */
  baseUrl: string;
}

/** A spec object's Markdown description as `descriptionHtml`; nothing without one. */
function describedBy(description: string | undefined, ctx: Context) {
  return description
    ? {descriptionHtml: markdownToHtml(description, ctx.baseUrl)}
    : {};
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
    ...describedBy(body.description, ctx),
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
      ...describedBy(response.description, ctx),
      headers: Object.entries(response.headers ?? {}).map(
        ([name, header]): HeaderModel => {
          const h = header as OpenAPIV3.HeaderObject;
          return {
            name,
            required: Boolean(h.required),
            deprecated: Boolean(h.deprecated),
            ...describedBy(h.description, ctx),
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
            ...describedBy(scheme?.description, ctx),
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
          ...describedBy(operation.description, ctx),
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
        ...describedBy(operation.description, ctx),
        deprecated: Boolean(operation.deprecated),
        servers,
        security,
        parameters: parameterList.map((parameter): ParameterModel => ({
          name: parameter.name,
          in: parameter.in as ParameterModel['in'],
          required: Boolean(parameter.required),
          deprecated: Boolean(parameter.deprecated),
          ...describedBy(parameter.description, ctx),
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
