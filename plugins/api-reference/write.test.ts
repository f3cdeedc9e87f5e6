import assert from 'node:assert/strict';
import {mkdtemp, readFile, readdir, rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';
import {compile} from '@mdx-js/mdx';
import {load} from 'cheerio';
import {loadSpec} from './spec.ts';
import {buildOperations} from './model/operation.ts';
import {buildIntro} from './model/intro.ts';
import {INTRO_MDX, operationMdx, pageMeta, writeApiDocs} from './write.ts';
import type {IntroModel, OperationModel} from './types.ts';
import {renderTheme} from './test-support/render.ts';

/**
 * A spec's text must never become code: data is rendered as text. The fixture holds text
 * that ran at build time, landed in the bundle or broke the build when it was
 * pasted into MDX (`export const …`, `{…}`, event handlers, `</script>`,
 * quotes, braces in a tag, a backtick in the title).
 */
const FIXTURE = path.join(__dirname, 'fixtures/hostile.yaml');
const BASE_URL = '/base/';

/**
 * Every string of the spec, and the keys that are names chosen by its author
 * (a property `name {x}`, a path): none of them may appear in MDX. Plain-word
 * keys are left out: they are the OpenAPI vocabulary (`title`, `content`).
 */
function specStrings(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    found.add(value);
  } else if (Array.isArray(value)) {
    value.forEach((item) => specStrings(item, found));
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (/[^A-Za-z]/.test(key)) found.add(key);
      specStrings(child, found);
    }
  }
  return found;
}

/** The texts a reader must see, exactly as written in the spec. */
const LITERALS = {
  title: 'Hostile `backtick` API </script><script>globalThis.pwned=1</script>',
  summary: 'Find a "pet"',
  tag: 'pets {beta}',
  exportLine: "export const host = require('os').hostname()",
  expression:
    'A description with {1 + 1} and {globalThis.pwned = 1} expressions.',
  imgOnError: '<img src="x" onError="globalThis.pwned = 1">',
  exportParagraph: 'export default function Page() { return null }',
  tagExport: 'export const x = globalThis.pwned = 1',
  operationText: "</script> import fs from 'fs'",
  parameter: 'The id {petId}',
  property: 'name {x}',
  propertyDescription: '<img src=x onerror="globalThis.pwned=1">',
  enumValue: 'a {b}',
};

/** Elements and attributes that would run script if they reached the page. */
function activeMarkup(html: string): string[] {
  const $ = load(html);
  const found: string[] = [];
  $('script, iframe, object, embed').each((_, element) => {
    found.push(`<${element.tagName}>`);
  });
  $('*').each((_, node) => {
    const element = node as unknown as {
      tagName: string;
      attribs: Record<string, string>;
    };
    for (const [name, value] of Object.entries(element.attribs)) {
      if (/^on/i.test(name)) found.push(`${element.tagName}[${name}]`);
      if (/^\s*(javascript|data|vbscript):/i.test(value)) {
        found.push(`${element.tagName}[${name}=${value}]`);
      }
    }
  });
  return found;
}

describe('a hostile spec', () => {
  let outDir: string;
  let operations: OperationModel[];
  let intro: IntroModel;
  let strings: Set<string>;

  before(async () => {
    const api = await loadSpec(FIXTURE);
    strings = specStrings(JSON.parse(JSON.stringify(api)));
    operations = buildOperations(api, BASE_URL);
    intro = buildIntro(api, operations, {
      baseUrl: BASE_URL,
      downloads: {yaml: '/api/openapi.yaml', json: '/api/openapi.json'},
    });
    outDir = await mkdtemp(path.join(os.tmpdir(), 'api-hostile-'));
    await writeApiDocs(api, operations, intro, outDir);
    delete (globalThis as {pwned?: unknown}).pwned;
  });
  after(async () => {
    await rm(outDir, {recursive: true, force: true});
  });

  it('is written as fixed MDX with no spec text in it', async () => {
    const files = (await readdir(outDir)).filter((file) =>
      file.endsWith('.mdx'),
    );
    assert.deepEqual(files.sort(), ['find-pet.mdx', 'index.mdx']);
    for (const file of files) {
      const mdx = await readFile(path.join(outDir, file), 'utf8');
      assert.equal(
        mdx,
        file === 'index.mdx' ? INTRO_MDX : operationMdx('find-pet'),
      );
      const leaked = [...strings].filter(
        (text) => text.length > 3 && mdx.includes(text),
      );
      assert.deepEqual(leaked, [], `${file} contains spec text`);
    }
  });

  it('compiles as MDX, and the text is in the JSON data', async () => {
    for (const file of ['index.mdx', 'find-pet.mdx']) {
      await compile(await readFile(path.join(outDir, file), 'utf8'));
    }
    const data = JSON.parse(
      await readFile(path.join(outDir, '_data/find-pet.json'), 'utf8'),
    ) as OperationModel;
    assert.equal(data.summary, LITERALS.summary);
    assert.equal(data.tag, LITERALS.tag);
  });

  it('gives the pages their title and description from the data', () => {
    const api = {info: {title: LITERALS.title, description: 'x'}} as never;
    const meta = pageMeta(api, operations);
    assert.equal(meta.get('index')?.title, LITERALS.title);
    assert.equal(meta.get('find-pet')?.title, LITERALS.summary);
  });

  it('renders the operation page with every string as text and nothing that runs', async () => {
    const html = await renderTheme('ApiOperation', {
      operation: operations[0],
    });
    const text = load(html).root().text();
    for (const literal of [
      LITERALS.summary,
      'export const y = 1',
      LITERALS.operationText,
      LITERALS.parameter,
      LITERALS.property,
      LITERALS.propertyDescription,
      LITERALS.enumValue,
    ]) {
      assert.ok(text.includes(literal), `shows ${literal}`);
    }
    assert.deepEqual(activeMarkup(html), []);
    assert.equal((globalThis as {pwned?: unknown}).pwned, undefined);
  });

  it('renders the introduction with every string as text and nothing that runs', async () => {
    const html = await renderTheme('ApiIntro', {intro});
    const text = load(html).root().text();
    for (const literal of [
      LITERALS.exportLine,
      LITERALS.expression,
      LITERALS.imgOnError,
      LITERALS.exportParagraph,
      LITERALS.tag,
      LITERALS.tagExport,
      LITERALS.summary,
      'Licence {x}',
    ]) {
      assert.ok(text.includes(literal), `shows ${literal}`);
    }
    assert.deepEqual(activeMarkup(html), []);
    // The javascript: link text stays, without its target.
    assert.ok(text.includes('a script link'));
    assert.equal((globalThis as {pwned?: unknown}).pwned, undefined);
  });

  it('keeps the tag heading id and the TOC entry safe', async () => {
    const data = JSON.parse(
      await readFile(path.join(outDir, '_data/index.json'), 'utf8'),
    ) as {toc: {value: string; id: string}[]};
    assert.deepEqual(
      data.toc.map(({value, id}) => [value, id]),
      [
        ['Operations', 'operations'],
        ['pets {beta}', 'tag-pets-beta'],
      ],
    );
  });
});

describe('page slugs', () => {
  it('refuse anything but lower-case letters, digits and inner hyphens', () => {
    assert.match(operationMdx('find-pet'), /_data\/find-pet\.json/);
    for (const slug of ['', '../x', "a';alert(1)//", 'A', '-a']) {
      assert.throws(() => operationMdx(slug), /Unsafe API page slug/);
    }
  });
});
