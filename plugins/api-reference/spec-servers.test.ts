import assert from 'node:assert/strict';
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import {describe, it} from 'node:test';
import {buildOperations} from './model/operation.ts';
import {ApiSpecError, loadSpec} from './spec.ts';
import {onePetOperation, tempFolder} from './test-support/spec-files.ts';

const spec = (servers: string) =>
  onePetOperation({title: 'Servers', top: `servers:\n${servers}`});

const root = tempFolder('spec-servers-');

async function load(name: string, servers: string, documentUrl?: string) {
  const file = path.join(root, name);
  await writeFile(file, spec(servers));
  return loadSpec(file, root, documentUrl ? {documentUrl} : undefined);
}

const curl = (api: Awaited<ReturnType<typeof loadSpec>>) =>
  buildOperations(api)[0]!.samples.find((sample) => sample.id === 'curl')!.code;

describe('loadSpec: server URLs (only http(s) URLs reach the pages)', () => {
  it('substitutes the default of each server variable', async () => {
    const api = await load(
      'variables.yaml',
      `  - url: 'https://{region}.api.example.com/{version}'
    variables:
      region: {default: eu, enum: [eu, us]}
      version: {default: v1}`,
    );
    assert.equal(api.servers![0]!.url, 'https://eu.api.example.com/v1');
    assert.match(curl(api), /https:\/\/eu\.api\.example\.com\/v1\/pet/);
  });

  it('resolves a relative server against the URL the document is served at', async () => {
    const api = await load(
      'relative.yaml',
      `  - url: /v1`,
      'https://docs.example.com/base/api/openapi.yaml',
    );
    assert.equal(api.servers![0]!.url, 'https://docs.example.com/v1');
    assert.match(curl(api), /https:\/\/docs\.example\.com\/v1\/pet/);
  });

  for (const [name, servers, reason] of [
    [
      'an undeclared variable',
      `  - url: 'https://{region}.example.com'`,
      /\{region\} is not declared/,
    ],
    [
      'a URL that does not parse',
      `  - url: 'https://exa mple.com:99999/'`,
      /not a valid URL/,
    ],
    ['another scheme', `  - url: 'ftp://example.com/'`, /http or https/],
  ] as const) {
    it(`fails on ${name} with file#/servers/0/url`, async () => {
      await assert.rejects(
        load(`bad-${name.length}.yaml`, servers),
        (error) => {
          assert.ok(error instanceof ApiSpecError, String(error));
          assert.equal(error.pointer, '/servers/0/url');
          assert.match(error.message, reason);
          return true;
        },
      );
    });
  }
});
