/**
 * The locale's UI strings, each in the chunk that uses it, instead of all of
 * them in the entry script.
 *
 * Docusaurus puts the whole locale's `code.json` in every page's entry
 * script (`@generated/codeTranslations`), as `translate()` and `<Translate>`
 * read it while a page renders: in zh-TW, 211 strings, 4.4 kB gzip, most of
 * them for the API reference, the home page or the search dialog. In the
 * client bundle of a translated locale, this rewrites each translation call
 * (an object with a string `id` the locale translates and a string `message`
 * or `children`: `translate({id, message, description})`, or
 * `<Translate id="…">…</Translate>` once compiled) to carry the translated
 * text as its default, and leaves its `description` (read only by
 * `write-translations`) out. A call finds no translation for its id and
 * returns that default: the same text. The map then keeps only the ids that
 * are used some other way (or not at all). The server bundle is unchanged:
 * the HTML is the same, and so is what hydration renders.
 */
import {parse, type Node} from 'acorn';
import type {Compiler} from 'webpack';

/** Locale code translations: id → translated text. */
export type Translations = Readonly<Record<string, string>>;

interface Edit {
  start: number;
  end: number;
  text: string;
}

interface AnyNode extends Node {
  [key: string]: unknown;
}

interface StringLiteral extends Node {
  type: 'Literal';
  value: string;
}

interface Property extends Node {
  type: 'Property';
  key: AnyNode;
  value: AnyNode;
  computed: boolean;
  kind: string;
}

const isNode = (value: unknown): value is AnyNode =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as {type?: unknown}).type === 'string';

const isString = (node: AnyNode): node is AnyNode & StringLiteral =>
  node.type === 'Literal' && typeof node.value === 'string';

/** Every node of a chunk of JavaScript, parents first. */
function* nodes(code: string): Generator<AnyNode> {
  const root = parse(code, {ecmaVersion: 'latest', sourceType: 'script'});
  const stack = [root as unknown as AnyNode];
  while (stack.length > 0) {
    const node = stack.pop()!;
    yield node;
    for (const key of Object.keys(node)) {
      const child = node[key];
      if (Array.isArray(child)) {
        for (let at = child.length - 1; at >= 0; at -= 1) {
          if (isNode(child[at])) stack.push(child[at] as AnyNode);
        }
      } else if (isNode(child)) {
        stack.push(child);
      }
    }
  }
}

/** The plain `key: value` properties of an object literal, by name. */
function properties(node: AnyNode): Map<string, Property> {
  const byName = new Map<string, Property>();
  for (const property of node.properties as AnyNode[]) {
    if (property.type !== 'Property') continue;
    const {key, computed, kind} = property as unknown as Property;
    if (computed || kind !== 'init') continue;
    const name =
      key.type === 'Identifier'
        ? (key.name as string)
        : isString(key)
          ? key.value
          : undefined;
    if (name !== undefined) byName.set(name, property as unknown as Property);
  }
  return byName;
}

/** Removes `property` and the comma that joins it to its neighbours. */
function removal(object: AnyNode, property: Property): Edit {
  const siblings = object.properties as AnyNode[];
  const at = siblings.indexOf(property as unknown as AnyNode);
  const next = siblings[at + 1];
  const previous = siblings[at - 1];
  if (next) return {start: property.start, end: next.start, text: ''};
  if (previous) return {start: previous.end, end: property.end, text: ''};
  return {start: property.start, end: property.end, text: ''};
}

function applyEdits(code: string, edits: Edit[]): string {
  let result = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  }
  return result;
}

export interface InlinedChunk {
  code: string;
  /** Ids whose calls in this chunk now carry their translation. */
  inlined: Set<string>;
  /** Ids that appear in this chunk other than as a rewritten call's id. */
  otherUses: Set<string>;
}

/** Rewrites the translation calls of one chunk of JavaScript. */
export function inlineTranslations(
  code: string,
  translations: Translations,
): InlinedChunk {
  const inlined = new Set<string>();
  const otherUses = new Set<string>();
  const ids = new Set<AnyNode>();
  const edits: Edit[] = [];
  const all = [...nodes(code)];
  for (const node of all) {
    if (node.type !== 'ObjectExpression') continue;
    const byName = properties(node);
    const id = byName.get('id')?.value;
    const text = byName.get('message') ?? byName.get('children');
    if (!id || !isString(id) || !text || !isString(text.value)) continue;
    if (!Object.hasOwn(translations, id.value)) continue;
    const translation = translations[id.value]!;
    ids.add(id);
    inlined.add(id.value);
    edits.push({
      start: text.value.start,
      end: text.value.end,
      text: JSON.stringify(translation),
    });
    const description = byName.get('description');
    if (description && isString(description.value)) {
      edits.push(removal(node, description));
    }
  }
  const keys = new Set(
    all.flatMap((node) => (node.type === 'Property' ? [node.key] : [])),
  );
  for (const node of all) {
    if (
      isString(node) &&
      !ids.has(node) &&
      !keys.has(node) &&
      Object.hasOwn(translations, node.value)
    ) {
      otherUses.add(node.value);
    }
  }
  return {code: applyEdits(code, edits), inlined, otherUses};
}

/**
 * Replaces the translation map (`JSON.parse('{…}')` or an object literal
 * whose keys are exactly the locale's ids) with one that holds only `keep`.
 * Returns undefined when `code` holds no such map.
 */
export function shrinkTranslationMap(
  code: string,
  translations: Translations,
  keep: ReadonlySet<string>,
): string | undefined {
  const wanted = Object.keys(translations).sort().join('\n');
  const rest = JSON.stringify(
    Object.fromEntries(
      Object.entries(translations).filter(([id]) => keep.has(id)),
    ),
  );
  for (const node of nodes(code)) {
    if (node.type === 'CallExpression') {
      const [argument] = node.arguments as AnyNode[];
      const callee = node.callee as AnyNode;
      if (
        argument &&
        isString(argument) &&
        callee.type === 'MemberExpression' &&
        (callee.object as AnyNode).name === 'JSON' &&
        (callee.property as AnyNode).name === 'parse' &&
        argument.value.startsWith('{')
      ) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(argument.value);
        } catch {
          continue;
        }
        if (
          Object.keys(parsed as object)
            .sort()
            .join('\n') === wanted
        ) {
          return applyEdits(code, [
            {
              start: argument.start,
              end: argument.end,
              text: JSON.stringify(rest),
            },
          ]);
        }
      }
    } else if (node.type === 'ObjectExpression') {
      const names = [...properties(node).keys()];
      if (
        names.length === (node.properties as AnyNode[]).length &&
        names.sort().join('\n') === wanted
      ) {
        return applyEdits(code, [
          {start: node.start, end: node.end, text: rest},
        ]);
      }
    }
  }
  return undefined;
}

const NAME = 'pn-inline-translations';

/**
 * The bundler plugin (client bundle of a translated locale): rewrites every
 * JavaScript asset before minification, then shrinks the map. Fails the
 * build when the map is not found, rather than ship both.
 */
export class InlineTranslationsPlugin {
  constructor(private readonly translations: Translations) {}

  apply(compiler: Compiler): void {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        {name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE},
        (assets) => {
          const scripts = Object.keys(assets).filter((file) =>
            file.endsWith('.js'),
          );
          const inlined = new Set<string>();
          const keep = new Set<string>();
          for (const file of scripts) {
            const code = assets[file]!.source().toString();
            const chunk = inlineTranslations(code, this.translations);
            chunk.inlined.forEach((id) => inlined.add(id));
            chunk.otherUses.forEach((id) => keep.add(id));
            if (chunk.code !== code) {
              compilation.updateAsset(file, new sources.RawSource(chunk.code));
            }
          }
          for (const id of Object.keys(this.translations)) {
            if (!inlined.has(id)) keep.add(id);
          }
          // A quick look for the first id (escaped as in any string) before
          // a chunk is parsed again.
          const marker = JSON.stringify(Object.keys(this.translations)[0]);
          const shrunk = scripts.flatMap((file) => {
            const source = assets[file]!.source().toString();
            if (!source.includes(marker.slice(1, -1))) return [];
            const code = shrinkTranslationMap(source, this.translations, keep);
            if (code === undefined) return [];
            compilation.updateAsset(file, new sources.RawSource(code));
            return [file];
          });
          if (shrunk.length !== 1) {
            compilation.errors.push(
              new compiler.webpack.WebpackError(
                `[${NAME}] expected the locale's translation map (@generated/codeTranslations) in one script, found it in ${shrunk.length}: ${shrunk.join(', ') || 'none'}`,
              ),
            );
          }
        },
      );
    });
  }
}
