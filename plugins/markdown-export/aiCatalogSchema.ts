/**
 * The AI catalog's JSON schema (ai-catalog.schema.json, written from the AI
 * Catalog 0.9 specification) as a validator, for the tests and the build
 * checks: `[]` for a valid catalog, else one line per error.
 */
import {readFileSync} from 'node:fs';
import {Ajv2020} from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

const schema = JSON.parse(
  readFileSync(new URL('ai-catalog.schema.json', import.meta.url), 'utf8'),
) as object;

const ajv = new Ajv2020({allErrors: true, strict: true, strictRequired: false});
addFormats.default(ajv);
const validate = ajv.compile(schema);

export function aiCatalogSchemaErrors(catalog: unknown): string[] {
  if (validate(catalog)) return [];
  return (validate.errors ?? []).map(
    (error) => `${error.instancePath || '/'} ${error.message ?? error.keyword}`,
  );
}
