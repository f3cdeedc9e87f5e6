/** The schema tree the theme renders, from a dereferenced OpenAPI schema. */
import type {OpenAPIV3} from 'openapi-types';
import {markdownToHtml} from '../markdown.ts';
import type {Constraint, SchemaNode, SchemaProperty} from '../types.ts';

type Schema = OpenAPIV3.SchemaObject;

/** A value as text: strings as they are, anything else as JSON. */
export function literal(value: unknown): string {
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
