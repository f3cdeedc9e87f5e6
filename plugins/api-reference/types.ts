/**
 * The data the generator hands to the theme components, one JSON file per
 * operation page. Everything is plain JSON: Markdown is already HTML.
 */

/** A schema flattened for display: no `$ref`, Markdown rendered. */
export interface SchemaNode {
  /** Display type, e.g. `string`, `integer <int64>`, `array of object`, `object`. */
  type: string;
  descriptionHtml?: string;
  enum?: string[];
  defaultValue?: string;
  example?: string;
  /** Other constraints, already worded: `≥ 1`, `max length 64`, `read-only`. */
  constraints: string[];
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

export interface MediaModel {
  mediaType: string;
  schema?: SchemaNode;
  /** Example payload, pretty-printed (JSON) or as text. */
  example?: string;
  exampleLanguage: string;
}

export interface ResponseModel {
  status: string;
  /** Reason phrase of the status code, e.g. `OK`. */
  statusText: string;
  descriptionHtml?: string;
  headers: {name: string; descriptionHtml?: string; schema: SchemaNode}[];
  contents: MediaModel[];
}

export interface RequestBodyModel {
  required: boolean;
  descriptionHtml?: string;
  contents: MediaModel[];
}

export interface SecurityModel {
  /** Schemes that must all be satisfied together. */
  schemes: {
    key: string;
    type: string;
    /** Worded explanation, e.g. `API key in the header api_key`. */
    summary: string;
    descriptionHtml?: string;
    scopes: string[];
  }[];
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
  /** Operation description, Markdown (rendered by MDX at build time). */
  description: string;
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
