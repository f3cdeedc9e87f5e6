/**
 * The data the generator hands to the theme components: one JSON file per
 * page. Everything is plain JSON. Text from the spec stays text (rendered by
 * React) or is HTML from the safe Markdown renderer (`markdown.ts`, raw HTML
 * escaped); it never becomes MDX or JavaScript source.
 */

/** A constraint of a schema; the theme words it (`≥ 1`, `max length 64`). */
export interface Constraint {
  kind:
    | 'minimum'
    | 'maximum'
    | 'minLength'
    | 'maxLength'
    | 'minItems'
    | 'maxItems'
    | 'pattern'
    | 'uniqueItems'
    | 'readOnly'
    | 'writeOnly';
  /** The limit, for the kinds that have one. */
  value?: string;
}

/** A schema flattened for display: no `$ref`, Markdown rendered. */
export interface SchemaNode {
  /** Type notation, e.g. `string`, `integer <int64>`, `array of object`, `object`. */
  type: string;
  descriptionHtml?: string;
  enum?: string[];
  defaultValue?: string;
  example?: string;
  constraints: Constraint[];
  deprecated?: boolean;
  /** Child properties of an object (or of the items of an array of objects). */
  properties?: SchemaProperty[];
  /** Type of the values of a map (`additionalProperties`). */
  additionalProperties?: SchemaNode;
  /** Alternatives of `oneOf` / `anyOf`. */
  variants?: {kind: 'oneOf' | 'anyOf'; nodes: SchemaNode[]};
}

export interface SchemaProperty {
  name: string;
  required: boolean;
  node: SchemaNode;
}

export interface ParameterModel {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  deprecated: boolean;
  descriptionHtml?: string;
  schema: SchemaNode;
}

/** A response header: a parameter without a location. */
export type HeaderModel = Omit<ParameterModel, 'in'>;

export interface MediaModel {
  mediaType: string;
  schema?: SchemaNode;
  /** Example payload, pretty-printed (JSON) or as text. */
  example?: string;
  exampleLanguage: string;
}

export interface ResponseModel {
  /** `200`, `4XX` or `default`. */
  status: string;
  /** Reason phrase of an exact status code (Node's `http.STATUS_CODES`), e.g. `OK`. */
  statusText?: string;
  descriptionHtml?: string;
  headers: HeaderModel[];
  contents: MediaModel[];
}

export interface RequestBodyModel {
  required: boolean;
  descriptionHtml?: string;
  contents: MediaModel[];
}

/** One security scheme, described by its fields; the theme words it. */
export type SecuritySchemeModel = {
  key: string;
  descriptionHtml?: string;
  scopes: string[];
} & (
  | {type: 'apiKey'; in: string; name: string}
  | {type: 'oauth2'; flows: string[]}
  | {type: 'http'; scheme: string}
  | {type: 'openIdConnect'}
  | {type: 'unknown'}
);

export interface SecurityModel {
  /** Schemes that must all be satisfied together. */
  schemes: SecuritySchemeModel[];
}

export interface CallbackModel {
  name: string;
  expression: string;
  method: string;
  summary?: string;
  descriptionHtml?: string;
  requestBody?: RequestBodyModel;
  responses: ResponseModel[];
}

export interface CodeSample {
  /** Tab value, stable across pages: `curl`, `javascript`, … */
  id: string;
  label: string;
  /** Prism language of the code. */
  language: string;
  code: string;
}

export interface OperationModel {
  slug: string;
  operationId: string;
  tag: string;
  method: string;
  path: string;
  summary: string;
  /** Operation description, rendered from Markdown at build time. */
  descriptionHtml?: string;
  deprecated: boolean;
  servers: string[];
  /** Alternatives: any one of them is enough. Empty: no authentication. */
  security: SecurityModel[];
  parameters: ParameterModel[];
  requestBody?: RequestBodyModel;
  responses: ResponseModel[];
  callbacks: CallbackModel[];
  samples: CodeSample[];
}

/** Version, servers, contact and licence of the API. */
export interface ApiInfoData {
  version: string;
  servers: {url: string; description?: string}[];
  contact?: {name?: string; email?: string};
  /** `url` only when it is an http(s) URL. */
  license?: {name: string; url?: string};
}

/** An operation as the introduction lists it. */
export type OperationLinkModel = Pick<
  OperationModel,
  'slug' | 'method' | 'path' | 'summary'
>;

/** The kinds of notice a page can show (Docusaurus's admonition types). */
export const NOTICE_TYPES = [
  'note',
  'tip',
  'info',
  'warning',
  'danger',
] as const;

/**
 * A notice the site shows on every page of the reference (that the API is a
 * sample, say): text in the locale being built, with at most one link in it.
 */
export interface NoticeModel {
  type: (typeof NOTICE_TYPES)[number];
  /** The text before the link; all of it when there is no link. */
  before: string;
  /** A link of the site (`to` is a route path such as `/docs/api-reference/`). */
  link?: {label: string; to: string};
  /** The text after the link. */
  after: string;
}

/** Data of the introduction page (`/api`). */
export interface IntroModel {
  title: string;
  /** The site's own paragraph, before the spec's description, in the locale being built. */
  lead?: string;
  descriptionHtml?: string;
  info: ApiInfoData;
  /** The OpenAPI document as the build serves it, relative to the site's base URL. */
  downloads: {yaml: string; json: string};
  tags: {
    name: string;
    /** Heading id of the tag's section. */
    id: string;
    descriptionHtml?: string;
    operations: OperationLinkModel[];
  }[];
}
