import path from 'node:path';
import {readFile} from 'node:fs/promises';
import SwaggerParser from '@apidevtools/swagger-parser';
import yaml from 'js-yaml';
import type {OpenAPI, OpenAPIV3} from 'openapi-types';
import {
  checkExternalRefs,
  pointerToken,
  RefError,
  refParserOptions,
} from './refs.ts';

/** An invalid spec: names the file and the JSON pointer of the first problem. */
export class ApiSpecError extends Error {
  readonly file: string;
  readonly pointer: string;
  constructor(file: string, pointer: string, reason: string) {
    super(`${file}#${pointer}: ${reason}`);
    this.name = 'ApiSpecError';
    this.file = file;
    this.pointer = pointer;
  }
}

export type OpenApiDocument = OpenAPIV3.Document;

interface AjvError {
  instancePath: string;
  keyword: string;
  message?: string;
  params?: Record<string, unknown>;
}

/**
 * The JSON-schema errors that say what is wrong, without the noise a `oneOf`
 * between a schema and a `$ref` adds (“must have required property '$ref'”).
 */
function meaningfulErrors(details: AjvError[]): AjvError[] {
  const useful = details.filter(
    (error) =>
      error.keyword !== 'oneOf' &&
      !(
        error.keyword === 'required' && error.params?.missingProperty === '$ref'
      ),
  );
  return useful.length > 0 ? useful : details;
}

function describe(error: AjvError): string {
  const allowed = error.params?.allowedValues;
  const extra = error.params?.additionalProperty;
  let reason = error.message ?? error.keyword;
  if (Array.isArray(allowed)) {
    reason += ` (${allowed.join(', ')})`;
  }
  if (typeof extra === 'string') {
    reason += ` ('${extra}')`;
  }
  return reason;
}

/**
 * Validates the OpenAPI file against the OpenAPI schema (before `$ref`s are
 * followed, so a pointer names the place in the file) and resolves every
 * `$ref`. Throws an `ApiSpecError` naming the file and the JSON pointer.
 * Returns the fully dereferenced document.
 */
export interface LoadOptions {
  /**
   * The URL the document is served at: relative server URLs are resolved
   * against it, as OpenAPI says. Default: a placeholder API host.
   */
  documentUrl?: string;
}

/** Where relative server URLs point when the served URL is not known (CLI, tests). */
export const PLACEHOLDER_DOCUMENT_URL = 'https://api.example.com/openapi.yaml';

export async function loadSpec(
  specPath: string,
  siteDir: string = process.cwd(),
  {documentUrl = PLACEHOLDER_DOCUMENT_URL}: LoadOptions = {},
): Promise<OpenApiDocument> {
  const file = path.relative(siteDir, specPath) || specPath;
  await checkRefs(specPath, siteDir);
  try {
    await SwaggerParser.validate(specPath, {
      ...refParserOptions(specPath),
      // Keep `$ref`s: schema errors then point at the place they are written.
      dereference: {excludedPathMatcher: () => true},
    });
  } catch (error) {
    const details = (error as {details?: AjvError[]}).details;
    if (Array.isArray(details) && details.length > 0) {
      const [first] = meaningfulErrors(details);
      throw new ApiSpecError(file, first.instancePath || '/', describe(first));
    }
    if (!isRefError(error)) {
      throw new ApiSpecError(file, '/', (error as Error).message);
    }
    // A missing `$ref` target is reported with its location below.
  }
  let api: OpenAPI.Document;
  try {
    api = await SwaggerParser.dereference(specPath, {
      ...refParserOptions(specPath),
      continueOnError: true,
      dereference: {circular: false},
    });
  } catch (error) {
    const first = (
      error as {errors?: {path?: (string | number)[]; message: string}[]}
    ).errors?.[0];
    if (first) {
      const pointer = `/${(first.path ?? []).map(pointerToken).join('/')}`;
      throw new ApiSpecError(file, pointer, first.message);
    }
    throw new ApiSpecError(file, '/', (error as Error).message);
  }
  if (!('openapi' in api) || !String(api.openapi).startsWith('3.')) {
    throw new ApiSpecError(file, '/openapi', 'only OpenAPI 3.x is supported');
  }
  checkOperations(api as OpenApiDocument, file);
  checkWork(api as OpenApiDocument, file);
  resolveServers(api as OpenApiDocument, file, documentUrl);
  return api as OpenApiDocument;
}

/**
 * Makes every top-level server URL absolute, as the request samples need:
 * `{variable}`s take their defaults, a relative URL is resolved against the
 * URL the document is served at. Fails at `/servers/<n>/url` on an
 * undeclared variable, a URL that does not parse or a scheme other than
 * http(s).
 */
function resolveServers(
  api: OpenApiDocument,
  file: string,
  documentUrl: string,
): void {
  api.servers?.forEach((server, index) => {
    const fail = (reason: string) =>
      new ApiSpecError(file, `/servers/${index}/url`, reason);
    const substituted = server.url.replace(/\{([^{}]*)\}/g, (_, name) => {
      const variable = server.variables?.[name];
      if (variable?.default === undefined) {
        throw fail(`{${name}} is not declared in /servers/${index}/variables`);
      }
      return String(variable.default);
    });
    const url = URL.parse(substituted, documentUrl);
    if (!url) throw fail(`${substituted} is not a valid URL`);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw fail(`${substituted}: a server URL must be http or https`);
    }
    // The URL parser adds a slash to a bare origin; the spec's own form stays.
    server.url =
      url.pathname === '/' && !substituted.endsWith('/')
        ? url.origin
        : url.href;
  });
}

/**
 * The most nodes (objects and arrays, each `$ref` followed) one operation may
 * expand to. Pages, examples and samples walk the expanded tree: a few
 * kilobytes of nested `$ref` fan-out would otherwise expand to billions of
 * nodes and exhaust the build's memory.
 */
export const MAX_OPERATION_NODES = 20_000;

/**
 * The most nodes all operations together may expand to: a small spec of many
 * operations, each under {@link MAX_OPERATION_NODES}, would otherwise still
 * make hundreds of megabytes of page data. (The sample spec has 627.)
 */
export const MAX_DOCUMENT_NODES = 200_000;

/** The largest `minItems` an example is sampled with (openapi-sampler makes that many items). */
export const MAX_SAMPLE_ITEMS = 100;

/**
 * The most values the sampled examples of one operation may hold: each
 * scalar schema counts once for every copy the arrays around it make (the
 * product of their item counts, each `minItems`, at most `maxItems`), and
 * sibling properties add up. Four levels of 100 items, each under
 * {@link MAX_SAMPLE_ITEMS}, made a 30-line spec sample 10^8 values (27 s,
 * 1.9 GB, then "Invalid string length"); a hundred sibling properties, each
 * 10^4 values along its own path, made 2.4 GB.
 */
export const MAX_EXAMPLE_VALUES = 10_000;

/** The largest `minLength` a string is sampled with (openapi-sampler makes a string that long). */
export const MAX_SAMPLE_LENGTH = 1_000;

/** How many items openapi-sampler makes for an array schema. */
function sampledItems(node: {minItems?: unknown; maxItems?: unknown}): number {
  const min = typeof node.minItems === 'number' ? node.minItems : 1;
  const max = typeof node.maxItems === 'number' ? node.maxItems : Infinity;
  return Math.max(1, Math.min(max, min));
}

/**
 * Bounds the work per operation and for the whole document: fails with the
 * JSON pointer of the operation once its expanded tree passes
 * {@link MAX_OPERATION_NODES}, at `/paths` once all operations together pass
 * {@link MAX_DOCUMENT_NODES}, at a schema whose `minItems` passes
 * {@link MAX_SAMPLE_ITEMS}, and at the `minItems` of the nested array that
 * makes a sampled example pass {@link MAX_EXAMPLE_VALUES}.
 */
function checkWork(api: OpenApiDocument, file: string): void {
  const fail = (pointer: string, reason: string) =>
    new ApiSpecError(file, pointer, reason);
  let documentNodes = 0;
  let operations = 0;
  for (const {operation, pointer: base} of operationsOf(api)) {
    operations += 1;
    let nodes = 0;
    /** Values the operation's sampled examples hold, siblings added up. */
    let values = 0;
    // Each node with the number of copies of it a sampled example holds.
    const stack: [unknown, string, number][] = [[operation, base, 1]];
    while (stack.length > 0) {
      const [node, pointer, copies] = stack.pop()!;
      if (!node || typeof node !== 'object') {
        continue;
      }
      nodes += 1;
      documentNodes += 1;
      if (documentNodes > MAX_DOCUMENT_NODES) {
        throw fail(
          '/paths',
          `the first ${operations} operations expand to more than ${MAX_DOCUMENT_NODES} schema nodes in all once their $refs are followed (the limit for the whole document; one operation may have ${MAX_OPERATION_NODES})`,
        );
      }
      if (nodes > MAX_OPERATION_NODES) {
        throw fail(
          base,
          `the operation expands to more than ${MAX_OPERATION_NODES} schema nodes once its $refs are followed (nested $ref fan-out?)`,
        );
      }
      const minLength = (node as {minLength?: unknown}).minLength;
      if (typeof minLength === 'number' && minLength > MAX_SAMPLE_LENGTH) {
        throw fail(
          `${pointer}/minLength`,
          `minLength ${minLength}: examples are sampled with strings of at most ${MAX_SAMPLE_LENGTH} characters (MAX_SAMPLE_LENGTH); give this schema an example`,
        );
      }
      const minItems = (node as {minItems?: unknown}).minItems;
      if (typeof minItems === 'number' && minItems > MAX_SAMPLE_ITEMS) {
        throw fail(
          `${pointer}/minItems`,
          `minItems ${minItems}: examples are sampled with at most ${MAX_SAMPLE_ITEMS} items; give this schema an example`,
        );
      }
      let inner = copies;
      if (typeof minItems === 'number') {
        inner = copies * sampledItems(node);
        if (inner > MAX_EXAMPLE_VALUES) {
          throw fail(
            `${pointer}/minItems`,
            `minItems ${minItems} inside arrays that repeat it ${copies} times: a sampled example would hold ${inner} values, at most ${MAX_EXAMPLE_VALUES} (MAX_EXAMPLE_VALUES); lower minItems or set maxItems`,
          );
        }
      }
      // A scalar schema is one value in each copy of the example.
      const type = (node as {type?: unknown}).type;
      const scalar =
        (typeof type === 'string' && type !== 'array' && type !== 'object') ||
        Array.isArray((node as {enum?: unknown}).enum);
      if (scalar) values += copies;
      if (values > MAX_EXAMPLE_VALUES) {
        throw fail(
          pointer,
          `the operation's sampled examples would hold more than ${MAX_EXAMPLE_VALUES} values (MAX_EXAMPLE_VALUES), counting every copy the arrays around each schema make and adding up sibling properties; lower minItems, set maxItems or give an example`,
        );
      }
      for (const [key, value] of Object.entries(node)) {
        stack.push([value, `${pointer}/${pointerToken(key)}`, inner]);
      }
    }
  }
}

/** `checkExternalRefs` with its refusal as an `ApiSpecError`. */
async function checkRefs(specPath: string, siteDir: string): Promise<void> {
  try {
    await checkExternalRefs(specPath, siteDir);
  } catch (error) {
    if (error instanceof RefError) {
      throw new ApiSpecError(error.specFile, error.pointer, error.message);
    }
    throw error;
  }
}

function isRefError(error: unknown): boolean {
  const text = String((error as Error)?.message ?? '');
  return /\$ref|pointer/i.test(text);
}

export const HTTP_METHODS = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
] as const;

/** Each operation of the spec with its JSON pointer, in path order. */
function* operationsOf(api: OpenApiDocument) {
  for (const [route, item] of Object.entries(api.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item?.[method];
      const pointer = `/paths/${pointerToken(route)}/${method}`;
      if (operation) yield {operation, pointer};
    }
  }
}

/** Every operation needs an operationId (its page URL) and one tag (its sidebar group). */
function checkOperations(api: OpenApiDocument, file: string): void {
  const seen = new Set<string>();
  for (const {operation, pointer} of operationsOf(api)) {
    const fail = (reason: string, at = pointer) =>
      new ApiSpecError(file, at, reason);
    if (!operation.operationId) {
      throw fail('operationId is required: it names the operation page');
    }
    if (seen.has(operation.operationId)) {
      throw fail(
        `duplicate operationId ${operation.operationId}`,
        `${pointer}/operationId`,
      );
    }
    seen.add(operation.operationId);
    if (!operation.tags?.length) {
      throw fail('a tag is required: it places the operation in the sidebar');
    }
  }
}

/** The OpenAPI document as the build serves it for download. */
export interface SpecDownloads {
  yaml: string;
  json: string;
}

/**
 * The spec as one self-contained document, in YAML and in JSON. A spec in a
 * single YAML file is served as written (its comments kept); a spec split
 * over several files is bundled (external `$ref`s pulled in as internal ones).
 */
export async function specDownloads(
  specPath: string,
  siteDir: string = process.cwd(),
): Promise<SpecDownloads> {
  await checkRefs(specPath, siteDir);
  const parser = new SwaggerParser();
  const bundled = await parser.bundle(specPath, refParserOptions(specPath));
  const singleYamlFile =
    parser.$refs.paths().length === 1 && /\.ya?ml$/i.test(specPath);
  return {
    yaml: singleYamlFile
      ? await readFile(specPath, 'utf8')
      : yaml.dump(bundled, {noRefs: true, lineWidth: -1}),
    json: `${JSON.stringify(bundled, null, 2)}\n`,
  };
}
