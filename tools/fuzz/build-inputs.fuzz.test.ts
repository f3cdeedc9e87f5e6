/**
 * A fuzz of the build's inputs, each through the code that reads it (fixed
 * seed and number of cases, never cut short by time, each test asserting how
 * many it ran; FUZZ_SEED and FUZZ_RUNS override): MDX front matter
 * (parsed and validated as the docs plugin does) and body (compiled by MDX),
 * OpenAPI documents (the petstore with one node replaced by a hostile one:
 * deep nesting, huge minItems, $refs out of the project), the glossary,
 * `_category_.json`, and pages' links, images, imports and requires to local
 * files (through Docusaurus's own MDX processor, its link and image steps
 * and tools/contained/links.ts's step before them). Each input is read or refused with a message that says
 * where (a file:line, a JSON pointer, a position); nothing throws a bare
 * TypeError or RangeError, and no file outside the project reaches a result.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  linkSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import yaml from 'js-yaml';
import {compile} from '@mdx-js/mdx';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {
  validateCategoryMetadataFile,
  validateDocFrontMatter,
} from '@paynow-docs/docusaurus-seams/node';
import {ApiSpecError, loadSpec} from '@paynow-docs/api-reference/spec';
import {buildOperations} from '@paynow-docs/api-reference/model/operation';
import {tempFolder} from '@paynow-docs/api-reference/test-support/spec-files';
import {parseGlossary} from '../glossary/glossary.ts';
import {CONTENT_FOLDERS} from '../contained/contained.ts';
import {compilePage, requiredFiles} from '../contained/docusaurus-mdx.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 39);
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const OPTIONS = {seed: SEED, numRuns: RUNS};

const ROOT = path.resolve(import.meta.dirname, '../..');
const work = tempFolder('fuzz-inputs-');
/** A file outside the project that no result may contain. */
const SECRET = 'fuzz-secret-4f1c9a';
const secretFile = path.join(work, 'secret.yaml');
writeFileSync(secretFile, `type: string\nexample: ${SECRET}\n`);
/** The project the spec lives in: the secret is beside it, outside. */
const project = path.join(work, 'site');
mkdirSync(project);

/** A crash, as opposed to a refusal with a message. */
function isCrash(error: unknown): boolean {
  return (
    !(error instanceof Error) ||
    error instanceof TypeError ||
    error instanceof RangeError ||
    error.message === ''
  );
}

/** Text with the characters that break parsers: quotes, braces, tags, colons, invisible ones. */
const nasty = fc.string({
  unit: fc.constantFrom(
    ...'ab 1:#-\n\t"\'{}[]<>/\\`*_|!&@$%^=~',
    '\u202E',
    '\u{E0041}',
    '\uFEFF',
    '退',
    '---',
    '{/*',
    '*/}',
    'import x from "y"',
    'export const a = 1',
    '<Tabs>',
    '</Tabs>',
    ':::',
  ),
  maxLength: 120,
});

test(`MDX front matter and body (seed ${SEED}): parsed or refused with a position`, async () => {
  let cases = 0;
  let refused = 0;
  await fc.assert(
    fc.asyncProperty(
      fc.dictionary(
        fc.constantFrom(
          'title',
          'description',
          'slug',
          'id',
          'sidebar_position',
          'tags',
          'keywords',
          'image',
          'x',
        ),
        fc.oneof(
          nasty,
          fc.integer(),
          fc.array(nasty, {maxLength: 3}),
          fc.constant(null),
        ),
        {maxKeys: 5},
      ),
      nasty,
      async (frontMatter, body) => {
        cases++;
        const text = `---\n${yaml.dump(frontMatter)}---\n\n${body}\n`;
        try {
          const parsed = await DEFAULT_PARSE_FRONT_MATTER({
            filePath: 'docs/fuzz.mdx',
            fileContent: text,
          });
          validateDocFrontMatter(parsed.frontMatter);
        } catch (error) {
          refused++;
          assert.ok(!isCrash(error), String(error));
        }
        try {
          await compile(body);
        } catch (error) {
          refused++;
          // MDX reports a place: line and column.
          assert.ok(
            (error as {line?: number}).line !== undefined ||
              /\d+:\d+/.test((error as Error).message),
            String(error),
          );
        }
      },
    ),
    OPTIONS,
  );
  assert.equal(cases, RUNS);
  console.log(`fuzz MDX: ${cases} cases, ${refused} refusals`);
});

test(`the glossary (seed ${SEED}): parsed or refused with file:line`, () => {
  const base = readFileSync(path.join(ROOT, 'glossary.yaml'), 'utf8').slice(
    0,
    3000,
  );
  let cases = 0;
  fc.assert(
    fc.property(
      fc.oneof(
        fc
          .anything({maxDepth: 3})
          .map((value) => yaml.dump({terms: value}, {skipInvalid: true})),
        fc
          .tuple(fc.nat({max: base.length}), nasty)
          .map(
            ([at, insert]) => `${base.slice(0, at)}${insert}${base.slice(at)}`,
          ),
      ),
      (text) => {
        cases++;
        try {
          parseGlossary(text, 'g.yaml');
        } catch (error) {
          assert.ok(!isCrash(error), String(error));
          assert.match((error as Error).message, /^g\.yaml:\d+: /);
        }
      },
    ),
    OPTIONS,
  );
  assert.equal(cases, RUNS);
});

test(`_category_.json (seed ${SEED}): read or refused with a message`, () => {
  let cases = 0;
  fc.assert(
    fc.property(
      fc.oneof(
        fc.jsonValue({maxDepth: 3}),
        fc.record(
          {
            label: fc.oneof(nasty, fc.integer()),
            position: fc.oneof(fc.double(), nasty),
            link: fc.oneof(
              fc.record({
                type: fc.constantFrom('doc', 'generated-index', 'x'),
                id: nasty,
                slug: nasty,
              }),
              nasty,
            ),
            collapsed: fc.oneof(fc.boolean(), nasty),
          },
          {requiredKeys: []},
        ),
      ),
      (content) => {
        cases++;
        try {
          validateCategoryMetadataFile(
            JSON.parse(JSON.stringify(content ?? null)),
          );
        } catch (error) {
          assert.ok(!isCrash(error), String(error));
        }
      },
    ),
    OPTIONS,
  );
  assert.equal(cases, RUNS);
});

/** `$ref`s to files outside the spec's folder: each must be refused as such. */
const OUTSIDE_REFS = [
  secretFile,
  `file://${secretFile}`,
  '../secret.yaml',
  '../../../../../../etc/passwd',
];
const outside = (node: unknown): boolean =>
  OUTSIDE_REFS.includes((node as {$ref?: string} | null)?.$ref ?? '');

/** A schema or value that makes work or reaches out. */
const hostileNode = fc.oneof(
  fc.jsonValue({maxDepth: 4}),
  fc.constantFrom(
    ...OUTSIDE_REFS.map(($ref) => ({$ref})),
    {$ref: 'http://127.0.0.3/x.yaml'},
    {$ref: '#/components/schemas/Nowhere'},
    {$ref: '#'},
  ),
  fc.integer({min: 1, max: 6}).map((depth) => {
    let schema: object = {type: 'string'};
    for (let level = 0; level < depth; level++) {
      schema = {type: 'array', minItems: 100, items: schema};
    }
    return schema;
  }),
  fc
    .integer({min: 0, max: 10_000_000})
    .map((minItems) => ({type: 'array', minItems, items: {type: 'string'}})),
);

/** Every path to an object or array node of `value`. */
function nodePaths(
  value: unknown,
  at: string[] = [],
  out: string[][] = [],
): string[][] {
  if (value && typeof value === 'object') {
    out.push(at);
    for (const [key, child] of Object.entries(value))
      nodePaths(child, [...at, key], out);
  }
  return out;
}

test(`OpenAPI (seed ${SEED}): built or refused with file#pointer, fast, nothing from outside`, async () => {
  const petstore = yaml.load(
    readFileSync(path.join(ROOT, 'openapi/petstore.yaml'), 'utf8'),
  ) as object;
  const paths = nodePaths(petstore).filter((at) => at.length > 0);
  // Every run also puts each outside $ref where the pages would publish it.
  const published = paths.findIndex(
    (at) => at.join('/') === 'components/schemas/Pet/properties/name',
  );
  assert.ok(published >= 0);
  const examples = OUTSIDE_REFS.map(($ref): [number, object] => [
    published,
    {$ref},
  ]);
  const numRuns = Math.max(Math.min(RUNS, 60), examples.length);
  let cases = 0;
  let contained = 0;
  let refused = 0;
  let built = 0;
  await fc.assert(
    fc.asyncProperty(
      fc.nat({max: paths.length - 1}),
      hostileNode,
      async (which, node) => {
        cases++;
        const spec = structuredClone(petstore) as Record<string, unknown>;
        const at = paths[which]!;
        let parent: Record<string, unknown> = spec;
        for (const key of at.slice(0, -1))
          parent = parent[key] as Record<string, unknown>;
        parent[at.at(-1)!] = node;
        const file = path.join(project, 'fuzz.yaml');
        writeFileSync(file, yaml.dump(spec, {noRefs: true}));
        const started = performance.now();
        try {
          const api = await loadSpec(file, project);
          const operations = buildOperations(api);
          built++;
          assert.ok(!JSON.stringify(operations).includes(SECRET));
          assert.ok(!outside(node), `built with ${JSON.stringify(node)}`);
        } catch (error) {
          refused++;
          assert.ok(!isCrash(error), `${String(error)} at /${at.join('/')}`);
          assert.ok(error instanceof ApiSpecError, String(error));
          if (outside(node)) {
            contained++;
            assert.match(
              error.message,
              /is outside the spec's folder/,
              `${JSON.stringify(node)} at /${at.join('/')}`,
            );
          }
        }
        assert.ok(
          performance.now() - started < 5_000,
          `slow at /${at.join('/')}`,
        );
      },
    ),
    {...OPTIONS, numRuns, examples},
  );
  // fast-check runs the examples first, as part of numRuns.
  assert.equal(cases, numRuns);
  assert.ok(contained >= examples.length, `${contained} outside $refs`);
  console.log(
    `fuzz OpenAPI: ${cases} cases, ${built} built, ${refused} refused, ${contained} outside $refs refused as outside`,
  );
});

/**
 * A site for the links fuzz: every content folder, a `.git/config`, a link
 * to the secret in a folder no walk reaches, a link and a hard link to it
 * in `docs/`.
 */
const pagesSite = path.join(work, 'pages-site');
for (const folder of CONTENT_FOLDERS) {
  mkdirSync(path.join(pagesSite, folder), {recursive: true});
}
const zhDocs = path.join(
  pagesSite,
  'i18n/zh-TW/docusaurus-plugin-content-docs/current',
);
mkdirSync(zhDocs, {recursive: true});
mkdirSync(path.join(pagesSite, '.git'));
writeFileSync(path.join(pagesSite, '.git/config'), `[core] ${SECRET}\n`);
mkdirSync(path.join(pagesSite, 'tools/x'), {recursive: true});
symlinkSync(secretFile, path.join(pagesSite, 'tools/x/env.txt'));
symlinkSync(secretFile, path.join(pagesSite, 'docs/env.txt'));
linkSync(secretFile, path.join(pagesSite, 'docs/hard.txt'));
writeFileSync(path.join(pagesSite, 'static/file.txt'), 'fine\n');
writeFileSync(path.join(pagesSite, 'package.json'), '{}\n');

/** A local file reference as a hostile page would write it. */
const hostileTarget = fc
  .tuple(
    fc.constantFrom('@site/', '', '/', './', '../'),
    fc.nat({max: 10}),
    fc.constantFrom('../', '%2e%2e/', '..%2F', './'),
    fc.constantFrom(
      'secret.yaml',
      'proc/self/environ',
      '.git/config',
      'tools/x/env.txt',
      'docs/hard.txt',
      'docs/env.txt',
      'hard.txt',
      'env.txt',
      'static/file.txt',
      'file.txt',
      'package.json',
      '',
    ),
    fc.constantFrom('', '?raw', '#top', '?a=1#b'),
  )
  .map(
    ([prefix, ups, up, tail, suffix]) =>
      `${prefix}${up.repeat(ups)}${tail}${suffix}`,
  );

const pageForms = [
  (url: string) => `[x](${url})`,
  (url: string) => `![x](${url})`,
  (url: string) => `[x][r]\n\n[r]: ${url}`,
  (url: string) => `<a href={require(${JSON.stringify(url)}).default}>x</a>`,
  (url: string) => `import f from ${JSON.stringify(url)};\n\n{f}`,
];

test(`page links and images (seed ${SEED}): through Docusaurus's own link and image steps, nothing from outside the content folders`, async () => {
  const folders = CONTENT_FOLDERS.map((folder) =>
    realpathSync(path.join(pagesSite, folder)),
  );
  /** A file the build may publish: in a content folder, no hidden part, one hard link. */
  const publishable = (file: string): boolean => {
    let real: string;
    try {
      real = realpathSync(file);
    } catch {
      return true; // nothing there: the bundler fails on it
    }
    const stat = statSync(real);
    if (!stat.isFile()) return true; // a folder: the bundler fails on it
    return (
      stat.nlink === 1 &&
      folders.some((folder) => {
        const relative = path.relative(folder, real);
        return (
          !relative.startsWith('..') &&
          !path.isAbsolute(relative) &&
          !relative.split(path.sep).some((part) => part.startsWith('.'))
        );
      })
    );
  };
  const numRuns = Math.min(RUNS, 150);
  let cases = 0;
  let refused = 0;
  let compiled = 0;
  await fc.assert(
    fc.asyncProperty(
      hostileTarget,
      fc.nat({max: pageForms.length - 1}),
      fc.constantFrom(
        path.join(pagesSite, 'docs/guide.mdx'),
        path.join(zhDocs, 'guide.mdx'),
        path.join(pagesSite, 'blog/post.md'),
      ),
      async (url, form, page) => {
        cases++;
        const markdown = page.endsWith('.md')
          ? pageForms[form % 3]!(url)
          : pageForms[form]!(url);
        const content = `# Page\n\n${markdown}\n`;
        let jsx: string;
        try {
          jsx = await compilePage(content, page, {
            siteDir: pagesSite,
            folders: CONTENT_FOLDERS,
          });
        } catch (error) {
          refused++;
          const message = String((error as Error).message);
          const relative = path.relative(pagesSite, page);
          // Ours names page:line and the URL; Docusaurus's own (a missing
          // image) names the URL and (line:column).
          assert.ok(
            [3, 5].some(
              (line) =>
                message.includes(
                  `${relative}:${line}: ${JSON.stringify(url)}`,
                ) ||
                (message.includes(`\`${url}\``) &&
                  message.includes(`(${line}:`)),
            ),
            `${url} in ${relative}: ${message}`,
          );
          return;
        }
        compiled++;
        for (const file of requiredFiles(jsx, page, pagesSite)) {
          assert.ok(publishable(file), `${url} in ${page} publishes ${file}`);
        }
        assert.ok(!jsx.includes(SECRET));
      },
    ),
    {...OPTIONS, numRuns},
  );
  assert.equal(cases, numRuns);
  console.log(
    `fuzz page links: ${cases} cases, ${compiled} compiled, ${refused} refused`,
  );
});
