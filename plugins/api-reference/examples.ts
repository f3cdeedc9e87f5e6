import type {OpenAPIV3} from 'openapi-types';
import OpenAPISampler from 'openapi-sampler';
import type {OpenApiDocument} from './spec.ts';

type Schema = OpenAPIV3.SchemaObject;

/**
 * Removes the properties a direction must not carry from an example: read-only
 * ones from requests, write-only ones (passwords) from responses.
 */
export function pruneExample(
  value: unknown,
  schema: Schema | undefined,
  direction: 'request' | 'response',
): unknown {
  if (!schema || value === null || typeof value !== 'object') {
    return value;
  }
  if (Array.isArray(value)) {
    const items =
      schema.type === 'array' ? (schema.items as Schema) : undefined;
    return value.map((item) => pruneExample(item, items, direction));
  }
  const properties = schema.properties ?? {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([key]) => {
        const property = properties[key] as Schema | undefined;
        return direction === 'request'
          ? !property?.readOnly
          : !property?.writeOnly;
      })
      .map(([key, child]) => [
        key,
        pruneExample(child, properties[key] as Schema | undefined, direction),
      ]),
  );
}

/** An example payload: the media type's own example, else one sampled from the schema. */
export function exampleFor(
  media: OpenAPIV3.MediaTypeObject,
  api: OpenApiDocument,
  direction: 'request' | 'response',
): unknown {
  if (media.example !== undefined) {
    return media.example;
  }
  const named = Object.values(media.examples ?? {})[0] as
    OpenAPIV3.ExampleObject | undefined;
  if (named?.value !== undefined) {
    return named.value;
  }
  if (!media.schema) {
    return undefined;
  }
  const sampled = OpenAPISampler.sample(
    media.schema as Parameters<typeof OpenAPISampler.sample>[0],
    {
      skipReadOnly: direction === 'request',
      skipWriteOnly: direction === 'response',
    },
    api,
  );
  return pruneExample(sampled, media.schema as Schema, direction);
}
