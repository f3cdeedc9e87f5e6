import assert from 'node:assert/strict';
import path from 'node:path';
import {describe, it} from 'node:test';
import {ApiSpecError, loadSpec} from './spec.ts';

const fixture = (name: string) => path.join(__dirname, 'fixtures', name);

describe('loadSpec: broken specs fail with the file and the JSON pointer', () => {
  it('reports a $ref to a missing schema where the $ref is written', async () => {
    await assert.rejects(
      loadSpec(fixture('broken-ref.yaml'), __dirname),
      (error: unknown) => {
        assert.ok(error instanceof ApiSpecError);
        assert.equal(error.file, 'fixtures/broken-ref.yaml');
        assert.equal(
          error.pointer,
          '/components/schemas/Pet/properties/category',
        );
        assert.match(
          error.message,
          /^fixtures\/broken-ref\.yaml#\/components\/schemas\/Pet\/properties\/category: .*Kategory/,
        );
        return true;
      },
    );
  });

  it('reports an invalid schema at the invalid keyword', async () => {
    await assert.rejects(
      loadSpec(fixture('invalid-schema.yaml'), __dirname),
      (error: unknown) => {
        assert.ok(error instanceof ApiSpecError);
        assert.equal(error.file, 'fixtures/invalid-schema.yaml');
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
      loadSpec(fixture('missing-operation-id.yaml'), __dirname),
      /missing-operation-id\.yaml#\/paths\/~1pet\/get: operationId is required/,
    );
  });

  it('names a file that does not exist', async () => {
    await assert.rejects(
      loadSpec(fixture('nope.yaml'), __dirname),
      /fixtures\/nope\.yaml#\/: .*(ENOENT|Error opening file)/,
    );
  });
});
