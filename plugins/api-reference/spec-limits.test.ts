import assert from 'node:assert/strict';
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import {describe, it} from 'node:test';
import {
  ApiSpecError,
  loadSpec,
  MAX_DOCUMENT_NODES,
  MAX_EXAMPLE_VALUES,
  MAX_OPERATION_NODES,
  MAX_SAMPLE_ITEMS,
  MAX_SAMPLE_LENGTH,
  specDownloads,
} from './spec.ts';
import {MAX_PAGE_DATA_BYTES, writeApiDocs} from './write.ts';
import type {IntroModel, OperationModel} from './types.ts';
import {buildOperations} from './model/operation.ts';
import {MAX_YAML_ALIASES} from './refs.ts';
import {onePetOperation, tempFolder} from './test-support/spec-files.ts';

/** Each case must fail well within this (the old code ran for minutes or died out of memory). */
const TIME_LIMIT_MS = 10_000;

const operation = (media: string) => onePetOperation({title: 'Limits', media});

/** 40 schemas, each referring to the next one twice: 2^40 nodes expanded. */
function fanOut(): string {
  const levels = 40;
  const schemas = Array.from({length: levels}, (_, index) =>
    index === levels - 1
      ? `    S${index}:\n      type: string`
      : `    S${index}:\n      type: object\n      properties:\n        a: {$ref: '#/components/schemas/S${index + 1}'}\n        b: {$ref: '#/components/schemas/S${index + 1}'}`,
  );
  return onePetOperation({
    title: 'Limits',
    media: "              schema: {$ref: '#/components/schemas/S0'}",
    bottom: `components:\n  schemas:\n${schemas.join('\n')}`,
  });
}

/** The classic "billion laughs" as an example: 9 levels of 9 aliases. */
function aliasBomb(): string {
  const lines = [
    '              example:',
    '                a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
  ];
  const names = 'abcdefghi';
  for (let level = 1; level < names.length; level += 1) {
    const previous = names[level - 1];
    lines.push(
      `                ${names[level]}: &${names[level]} [${Array.from({length: 9}, () => `*${previous}`).join(',')}]`,
    );
  }
  return operation(`              schema: {type: object}\n${lines.join('\n')}`);
}

const root = tempFolder('spec-limits-');

async function specFile(name: string, text: string): Promise<string> {
  const file = path.join(root, name);
  await writeFile(file, text);
  return file;
}

async function assertFailsFast(
  run: () => Promise<unknown>,
  check: (error: ApiSpecError) => void,
): Promise<void> {
  const started = performance.now();
  await assert.rejects(run(), (error: unknown) => {
    assert.ok(error instanceof ApiSpecError, String(error));
    check(error);
    return true;
  });
  assert.ok(performance.now() - started < TIME_LIMIT_MS);
}

describe('loadSpec: the work per operation is bounded', () => {
  it('fails on nested $ref fan-out with the operation pointer', async () => {
    const file = await specFile('fan-out.yaml', fanOut());
    await assertFailsFast(
      () => loadSpec(file, root),
      (error) => {
        assert.equal(error.file, 'fan-out.yaml');
        assert.equal(error.pointer, '/paths/~1pet/get');
        assert.match(error.message, /more than \d+ schema nodes/);
      },
    );
  });

  it('fails on a YAML alias bomb used as an example, naming the file and line', async () => {
    const file = await specFile('alias-bomb.yaml', aliasBomb());
    for (const run of [
      () => loadSpec(file, root),
      () => specDownloads(file, root),
    ]) {
      await assertFailsFast(run, (error) => {
        assert.equal(error.file, 'alias-bomb.yaml');
        assert.match(error.message, /alias.*\(line \d+\)/i);
        assert.match(
          error.message,
          new RegExp(`no more than ${MAX_YAML_ALIASES} alias expansions`),
        );
      });
    }
  });

  it('fails on a minItems too large to sample, at that schema', async () => {
    const file = await specFile(
      'min-items.yaml',
      operation(
        `              schema:\n                type: array\n                minItems: 1000000000\n                items: {type: string}`,
      ),
    );
    await assertFailsFast(
      () => loadSpec(file, root),
      (error) => {
        assert.equal(
          error.pointer,
          '/paths/~1pet/get/responses/200/content/application~1json/schema/minItems',
        );
        assert.match(
          error.message,
          new RegExp(`at most ${MAX_SAMPLE_ITEMS} items`),
        );
      },
    );
  });
});

/** Arrays of arrays, each `minItems` under MAX_SAMPLE_ITEMS: 100^depth values once sampled. */
function nestedArrays(depth: number): string {
  const lines = ['              schema:'];
  for (let level = 0; level < depth; level += 1) {
    const indent = ' '.repeat(16 + 2 * level);
    lines.push(
      `${indent}type: array`,
      `${indent}minItems: 100`,
      `${indent}items:`,
    );
  }
  lines.push(`${' '.repeat(16 + 2 * depth)}type: string`);
  return operation(lines.join('\n'));
}

describe('loadSpec: sampled examples are bounded', () => {
  it('MAX_EXAMPLE_VALUES: nested arrays that multiply fail fast at the innermost minItems that passes it', async () => {
    const file = await specFile('nested-arrays.yaml', nestedArrays(4));
    await assertFailsFast(
      async () => buildOperations(await loadSpec(file, root)),
      (error) => {
        assert.equal(error.file, 'nested-arrays.yaml');
        assert.equal(
          error.pointer,
          '/paths/~1pet/get/responses/200/content/application~1json/schema/items/items/minItems',
        );
        assert.match(
          error.message,
          new RegExp(
            `1000000 values, at most ${MAX_EXAMPLE_VALUES} \\(MAX_EXAMPLE_VALUES\\); lower minItems`,
          ),
        );
      },
    );
  });

  it('still samples two levels of 100', async () => {
    const file = await specFile('two-levels.yaml', nestedArrays(2));
    assert.equal(buildOperations(await loadSpec(file, root)).length, 1);
  });
});

/**
 * `operations` operations, each answering with the same schema: a tree of
 * fan-out 3 and `depth` levels below a root (about 2 × 3^depth nodes), under
 * the limit for one operation, over the one for the whole document when
 * there are many.
 */
function manyOperations(operations: number, depth: number): string {
  const schemas = Array.from({length: depth + 1}, (_, index) =>
    index === depth
      ? `    S${index}:\n      type: string`
      : `    S${index}:\n      type: object\n      properties:\n${['a', 'b', 'c'].map((name) => `        ${name}: {$ref: '#/components/schemas/S${index + 1}'}`).join('\n')}`,
  );
  const paths = Array.from(
    {length: operations},
    (_, index) =>
      `  /pet${index}:\n    get:\n      operationId: getPet${index}\n      tags: [pet]\n      responses:\n        '200':\n          description: A pet.\n          content:\n            application/json:\n              schema: {$ref: '#/components/schemas/S0'}`,
  );
  return [
    'openapi: 3.0.3',
    'info:',
    '  title: Many',
    '  version: 1.0.0',
    'paths:',
    ...paths,
    'components:',
    '  schemas:',
    ...schemas,
    '',
  ].join('\n');
}

describe('loadSpec: the work for the whole document is bounded', () => {
  it('fails when many operations, each under its own limit, pass the limit together, naming the file and the number', async () => {
    // 200 operations of about 9 800 nodes: what made 248 MB of page data.
    const file = await specFile('many-operations.yaml', manyOperations(200, 8));
    await assertFailsFast(
      () => loadSpec(file, root),
      (error) => {
        assert.equal(error.file, 'many-operations.yaml');
        assert.equal(error.pointer, '/paths');
        assert.match(
          error.message,
          new RegExp(`more than ${MAX_DOCUMENT_NODES} schema nodes in all`),
        );
        assert.ok(error.message.startsWith('many-operations.yaml#/paths: '));
      },
    );
  });

  it('still builds a document of a few such operations', async () => {
    const file = await specFile('few-operations.yaml', manyOperations(3, 8));
    const api = await loadSpec(file, root);
    assert.equal(Object.keys(api.paths).length, 3);
    assert.ok(MAX_OPERATION_NODES > 2 * 3 ** 8);
  });

  it('fails before writing when the page data would pass its byte limit, naming the file and the number', async () => {
    const out = path.join(root, 'too-big');
    const huge = 'x'.repeat(1024 * 1024);
    const operations = Array.from(
      {length: 17},
      (_, index) =>
        ({slug: `op-${index}`, description: huge}) as unknown as OperationModel,
    );
    await assert.rejects(
      writeApiDocs(
        {openapi: '3.0.3', info: {title: 'x', version: '1'}, paths: {}},
        operations,
        {} as IntroModel,
        out,
        'openapi/big.yaml',
      ),
      (error: unknown) => {
        assert.ok(error instanceof ApiSpecError, String(error));
        assert.match(
          error.message,
          new RegExp(
            `^openapi/big\\.yaml#/paths: the 17 operation pages would have \\d+ bytes of page data, more than the ${MAX_PAGE_DATA_BYTES} allowed`,
          ),
        );
        return true;
      },
    );
  });
});

describe('loadSpec: sibling examples add up, strings are bounded', () => {
  it('MAX_EXAMPLE_VALUES: sibling properties, each under it along its own path, fail together', async () => {
    const property = (n: number) =>
      [
        `                  p${n}:`,
        '                    type: array',
        '                    minItems: 100',
        '                    items:',
        '                      type: array',
        '                      minItems: 100',
        '                      items: {type: string, minLength: 1000}',
      ].join('\n');
    const file = await specFile(
      'siblings.yaml',
      operation(
        [
          '              schema:',
          '                type: object',
          '                properties:',
          ...Array.from({length: 100}, (_, n) => property(n)),
        ].join('\n'),
      ),
    );
    await assertFailsFast(
      async () => buildOperations(await loadSpec(file, root)),
      (error) => {
        assert.equal(error.file, 'siblings.yaml');
        assert.match(
          error.pointer,
          /^\/paths\/~1pet\/get\/responses\/200\/content\/application~1json\/schema\/properties\/p\d+\/items\/items$/,
        );
        assert.match(
          error.message,
          new RegExp(
            `more than ${MAX_EXAMPLE_VALUES} values \\(MAX_EXAMPLE_VALUES\\).*sibling properties`,
          ),
        );
      },
    );
  });

  it('MAX_SAMPLE_LENGTH: a minLength too long to sample fails at that schema', async () => {
    const file = await specFile(
      'min-length.yaml',
      operation(
        `              schema:\n                type: string\n                minLength: 1000000000`,
      ),
    );
    await assertFailsFast(
      () => loadSpec(file, root),
      (error) => {
        assert.equal(
          error.pointer,
          '/paths/~1pet/get/responses/200/content/application~1json/schema/minLength',
        );
        assert.match(
          error.message,
          new RegExp(
            `at most ${MAX_SAMPLE_LENGTH} characters \\(MAX_SAMPLE_LENGTH\\)`,
          ),
        );
      },
    );
  });

  it('still samples a string of MAX_SAMPLE_LENGTH characters', async () => {
    const file = await specFile(
      'long-string.yaml',
      operation(
        `              schema:\n                type: string\n                minLength: ${MAX_SAMPLE_LENGTH}`,
      ),
    );
    assert.equal(buildOperations(await loadSpec(file, root)).length, 1);
  });
});
