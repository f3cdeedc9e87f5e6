import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {HYDRATE_DEFINE, hydrateDefineProblems} from './hydrate-define.ts';

test('the installed Docusaurus defines the name ServerHtml reads, and its client entry hydrates by it', () => {
  assert.deepEqual(
    hydrateDefineProblems(
      [path.join(import.meta.dirname, 'ServerHtml.tsx')],
      import.meta.dirname,
    ),
    [],
  );
});

test('a Docusaurus that renamed the define fails, naming the new name and the files that read the old one', () => {
  const site = mkdtempSync(path.join(tmpdir(), 'hydrate-define-'));
  try {
    const core = path.join(site, 'node_modules/@docusaurus/core');
    mkdirSync(path.join(core, 'lib/webpack'), {recursive: true});
    mkdirSync(path.join(core, 'lib/client'), {recursive: true});
    writeFileSync(
      path.join(core, 'package.json'),
      '{"name":"@docusaurus/core","version":"9.0.0"}',
    );
    writeFileSync(
      path.join(core, 'lib/webpack/client.js'),
      "new DefinePlugin({'process.env.DOCUSAURUS_HYDRATE': JSON.stringify(hydrate)})",
    );
    writeFileSync(
      path.join(core, 'lib/client/clientEntry.js'),
      'const hydrate = Boolean(process.env.DOCUSAURUS_HYDRATE);',
    );
    const user = path.join(site, 'Kept.tsx');
    writeFileSync(user, `Boolean(${HYDRATE_DEFINE})`);
    assert.deepEqual(hydrateDefineProblems([user], site), [
      `@docusaurus/core 9.0.0 (lib/webpack/client.js) defines process.env.DOCUSAURUS_HYDRATE, not ${HYDRATE_DEFINE}, which Kept.tsx read: use its new name there`,
      `@docusaurus/core 9.0.0's client entry (lib/client/clientEntry.js) no longer decides hydration by ${HYDRATE_DEFINE} (it reads process.env.DOCUSAURUS_HYDRATE)`,
    ]);
  } finally {
    rmSync(site, {recursive: true, force: true});
  }
});
