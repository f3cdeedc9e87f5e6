/**
 * The define Docusaurus's client build sets to say the page hydrates server
 * HTML (true in `docusaurus build`, false on the dev server). Code that keeps
 * server HTML unhydrated (ServerHtml here, and any component of a site that
 * does the same) reads it by its name: a bundler define is replaced where it
 * is written as it is, so it cannot be imported, and an upstream rename would
 * leave that code reading `undefined` — off, silently. This reads the
 * installed `@docusaurus/core` and says what no longer matches.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

/** The define's name, as code that relies on it writes it. */
export const HYDRATE_DEFINE = 'process.env.HYDRATE_CLIENT_ENTRY';

/** The defines of the installed Docusaurus's client build, and the `process.env` names its client entry reads. */
export function installedClientDefines(from: string): {
  version: string;
  defines: string[];
  entryReads: string[];
} {
  const require = createRequire(path.join(from, 'noop.js'));
  const core = path.dirname(require.resolve('@docusaurus/core/package.json'));
  const read = (file: string) => readFileSync(path.join(core, file), 'utf8');
  const client = read('lib/webpack/client.js');
  const defines = [...client.matchAll(/DefinePlugin\(\{([^}]*)\}/g)].flatMap(
    ([, body]) => [...body!.matchAll(/['"]([\w.$]+)['"]\s*:/g)].map((m) => m[1]!),
  );
  const entryReads = [
    ...read('lib/client/clientEntry.js').matchAll(/process\.env\.\w+/g),
  ].map(([name]) => name);
  const {version} = JSON.parse(read('package.json')) as {version: string};
  return {version, defines, entryReads};
}

/**
 * What breaks the contract, one message each: the installed
 * `@docusaurus/core` (resolved from `from`) no longer defines
 * {@link HYDRATE_DEFINE} or its client entry no longer decides hydration by
 * it, or a file of `files` (that relies on it) does not read it.
 */
export function hydrateDefineProblems(files: string[], from: string): string[] {
  const {version, defines, entryReads} = installedClientDefines(from);
  const problems: string[] = [];
  const users = files.map((file) => path.relative(from, file)).join(', ');
  if (!defines.includes(HYDRATE_DEFINE)) {
    problems.push(
      `@docusaurus/core ${version} (lib/webpack/client.js) defines ${defines.join(', ') || 'nothing'}, not ${HYDRATE_DEFINE}, which ${users} read: use its new name there`,
    );
  }
  if (!entryReads.includes(HYDRATE_DEFINE)) {
    problems.push(
      `@docusaurus/core ${version}'s client entry (lib/client/clientEntry.js) no longer decides hydration by ${HYDRATE_DEFINE} (it reads ${entryReads.join(', ') || 'no process.env name'})`,
    );
  }
  for (const file of files) {
    if (!readFileSync(file, 'utf8').includes(HYDRATE_DEFINE)) {
      problems.push(
        `${path.relative(from, file)} does not read ${HYDRATE_DEFINE}`,
      );
    }
  }
  return problems;
}
