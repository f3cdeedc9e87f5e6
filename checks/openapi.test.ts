/**
 * The site's OpenAPI document (openapi/petstore.yaml), as the API reference
 * pages and their e2e tests expect it: the facts about this site's content
 * that the plugin's own tests (on their fixtures) do not know.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {describe, it} from 'node:test';
import {loadSpec} from '@paynow-docs/api-reference/spec';

const siteDir = path.resolve(__dirname, '..');

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
