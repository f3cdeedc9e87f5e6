import assert from 'node:assert/strict';
import path from 'node:path';
import {describe, it} from 'node:test';
import {ApiSpecError, loadSpec} from './spec.ts';

const siteDir = path.resolve(__dirname, '../..');
const fixture = (name: string) => path.join(__dirname, 'fixtures', name);

describe('loadSpec: openapi/petstore.yaml', async () => {
  const api = await loadSpec(
    path.join(siteDir, 'openapi/petstore.yaml'),
    siteDir,
  );

  it('passes the OpenAPI validator and resolves every $ref', () => {
    assert.match(api.openapi, /^3\./);
    assert.doesNotMatch(JSON.stringify(api), /"\$ref"/);
  });

  it('has the 21 operations in the tags pet, store and user', () => {
    const byTag: Record<string, string[]> = {};
    for (const item of Object.values(api.paths)) {
      for (const [method, operation] of Object.entries(item ?? {})) {
        if (
          typeof operation === 'object' &&
          operation &&
          'responses' in operation
        ) {
          const tag = operation.tags?.[0] ?? 'none';
          (byTag[tag] ??= []).push(`${method} ${operation.operationId}`);
        }
      }
    }
    assert.deepEqual(Object.keys(byTag).sort(), ['pet', 'store', 'user']);
    assert.equal(byTag.pet.length, 8);
    assert.equal(byTag.store.length, 5);
    assert.equal(byTag.user.length, 8);
    assert.ok(byTag.user.includes('post createUsersWithArrayInput'));
    assert.ok(byTag.user.includes('post createUsersWithListInput'));
  });

  it('declares an API key and an OAuth2 security scheme', () => {
    const schemes = api.components?.securitySchemes ?? {};
    assert.equal((schemes.api_key as {type: string}).type, 'apiKey');
    assert.equal((schemes.petstore_auth as {type: string}).type, 'oauth2');
  });

  it('has a callback on the store subscription', () => {
    const subscribe = api.paths['/store/subscribe']?.post;
    assert.ok(
      subscribe?.callbacks && Object.keys(subscribe.callbacks).length > 0,
    );
  });

  it('gives every schema of components an example on each property', () => {
    for (const [name, schema] of Object.entries(
      api.components?.schemas ?? {},
    )) {
      for (const [property, value] of Object.entries(
        (
          schema as {
            properties?: Record<string, {example?: unknown; type?: string}>;
          }
        ).properties ?? {},
      )) {
        if (value.type && value.type !== 'object' && value.type !== 'array') {
          assert.notEqual(
            value.example,
            undefined,
            `${name}.${property} has no example`,
          );
        }
      }
    }
  });
});

describe('loadSpec: broken specs fail with the file and the JSON pointer', () => {
  it('reports a $ref to a missing schema where the $ref is written', async () => {
    await assert.rejects(
      loadSpec(fixture('broken-ref.yaml'), siteDir),
      (error: unknown) => {
        assert.ok(error instanceof ApiSpecError);
        assert.equal(
          error.file,
          'plugins/api-reference/fixtures/broken-ref.yaml',
        );
        assert.equal(
          error.pointer,
          '/components/schemas/Pet/properties/category',
        );
        assert.match(
          error.message,
          /^plugins\/api-reference\/fixtures\/broken-ref\.yaml#\/components\/schemas\/Pet\/properties\/category: .*Kategory/,
        );
        return true;
      },
    );
  });

  it('reports an invalid schema at the invalid keyword', async () => {
    await assert.rejects(
      loadSpec(fixture('invalid-schema.yaml'), siteDir),
      (error: unknown) => {
        assert.ok(error instanceof ApiSpecError);
        assert.equal(
          error.file,
          'plugins/api-reference/fixtures/invalid-schema.yaml',
        );
        assert.equal(
          error.pointer,
          '/components/schemas/Pet/properties/id/type',
        );
        assert.match(
          error.message,
          /must be equal to one of the allowed values/,
        );
        return true;
      },
    );
  });

  it('requires an operationId on every operation', async () => {
    await assert.rejects(
      loadSpec(fixture('missing-operation-id.yaml'), siteDir),
      /missing-operation-id\.yaml#\/paths\/~1pet\/get: operationId is required/,
    );
  });

  it('names a file that does not exist', async () => {
    await assert.rejects(
      loadSpec(fixture('nope.yaml'), siteDir),
      /fixtures\/nope\.yaml#\/: .*(ENOENT|Error opening file)/,
    );
  });
});
