import assert from 'node:assert/strict';
import {mkdir, symlink, writeFile} from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';
import {ApiSpecError, loadSpec, specDownloads} from './spec.ts';
import {onePetOperation, tempFolder} from './test-support/spec-files.ts';

/** The port of a local listener that must see no request (a free one). */
let listenerPort = 0;

const spec = (ref: string) =>
  onePetOperation({
    title: 'External references',
    media:
      "              schema:\n                $ref: '#/components/schemas/Pet'",
    bottom: `components:\n  schemas:\n    Pet:\n      $ref: '${ref}'`,
  });

const petSchema = `type: object
properties:
  name:
    type: string
    example: Rex
`;

const root = tempFolder('spec-refs-');
let connections = 0;
let listener: net.Server;

/** Writes `<root>/<name>/openapi.yaml` with the given `$ref` and returns its path. */
async function specWith(name: string, ref: string): Promise<string> {
  const dir = path.join(root, name);
  await mkdir(dir, {recursive: true});
  await writeFile(path.join(dir, 'pet.yaml'), petSchema);
  const file = path.join(dir, 'openapi.yaml');
  await writeFile(file, spec(ref));
  return file;
}

function assertRefused(file: string, pattern: RegExp) {
  return (error: unknown) => {
    assert.ok(error instanceof ApiSpecError, String(error));
    assert.equal(error.file, path.relative(root, file));
    assert.equal(error.pointer, '/components/schemas/Pet');
    assert.match(error.message, pattern);
    return true;
  };
}

/** Each loader refuses the spec at `file`: its $ref leads outside the spec's folder. */
async function assertOutside(
  file: string,
  loaders: ((file: string, siteDir: string) => Promise<unknown>)[] = [
    loadSpec,
    specDownloads,
  ],
): Promise<void> {
  for (const load of loaders) {
    await assert.rejects(
      load(file, root),
      assertRefused(file, /outside the spec's folder/),
    );
  }
}

// In a describe: with the unit tests in one process (--test-isolation=none),
// a top-level hook would run for every test file of the run.
describe('loadSpec and $refs', () => {
  before(async () => {
    await writeFile(path.join(root, 'secret.yaml'), 'type: string\n');
    listener = net.createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) =>
      listener.listen(0, '127.0.0.1', resolve),
    );
    listenerPort = (listener.address() as net.AddressInfo).port;
  });

  after(async () => {
    await new Promise((resolve) => listener.close(resolve));
  });

  describe('loadSpec: a $ref reads only files inside the spec folder', () => {
    it('follows a $ref to a file beside the spec', async () => {
      const file = await specWith('inside', './pet.yaml');
      const api = await loadSpec(file, root);
      assert.equal(
        (api.components?.schemas?.Pet as {type: string}).type,
        'object',
      );
      const downloads = await specDownloads(file, root);
      assert.match(downloads.json, /"Rex"/);
    });

    for (const target of ['/proc/self/environ', '/etc/passwd']) {
      it(`refuses the absolute path ${target}`, async () => {
        const file = await specWith(
          `absolute${target.replace(/\//g, '-')}`,
          target,
        );
        await assertOutside(file);
      });
    }

    it('refuses ../ out of the folder', async () => {
      const file = await specWith('parent', '../secret.yaml');
      await assertOutside(file);
    });

    it('refuses a symbolic link that leads out of the folder', async () => {
      const file = await specWith('symlink', './link.yaml');
      await symlink(
        path.join(root, 'secret.yaml'),
        path.join(root, 'symlink', 'link.yaml'),
      );
      await assertOutside(file, [loadSpec]);
    });

    it('refuses file:// URLs out of the folder', async () => {
      const file = await specWith('file-url', 'file:///etc/passwd');
      await assertOutside(file, [loadSpec]);
    });
  });

  describe('loadSpec: a $ref never reaches the network', () => {
    // Written with the listener's port once it listens.
    const hosts = [
      'http://127.0.0.1:PORT/pet.yaml',
      'https://127.0.0.1:PORT/pet.yaml',
      'http://0.0.0.0:PORT/pet.yaml',
      'http://[::ffff:127.0.0.1]:PORT/pet.yaml',
      'https://example.com/pet.yaml',
    ];
    hosts.forEach((template, index) => {
      it(`refuses ${template} without a request`, async () => {
        const url = template.replace('PORT', String(listenerPort));
        const file = await specWith(`network-${index}`, url);
        const failure = (run: Promise<unknown>) =>
          run.then(
            () => assert.fail('the spec loaded'),
            (error: unknown) => error,
          );
        const errors = [
          await failure(loadSpec(file, root)),
          await failure(specDownloads(file, root)),
        ];
        // First: nothing reached the listener, whatever the error says.
        assert.equal(connections, 0, 'the listener saw a connection');
        for (const error of errors) {
          assertRefused(file, /not fetched/)(error);
        }
      });
    });
  });
});
