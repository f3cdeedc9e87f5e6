/**
 * The site's stylesheet without the rules no page can match: Infima ships
 * every component (pills, pagination, cards, badges, spacing utilities…),
 * and the browser matches each of its rules against the page on every style
 * recalculation, the first render included.
 *
 * A class is in use when its name is a word of the built pages (HTML) or of
 * the scripts that render them (JS): the words of both are collected, and a
 * selector naming a class that is not among them can match nothing. Class
 * names built at run time (`alert--${type}`, `col--${size}`) leave their
 * stem in the scripts (`alert--`): a class is kept when one of its stems
 * ending in `-` is a word. Classes inside a pseudo-class's argument
 * (`:not(.x)`, `:is(.a, .b)`) never remove a selector.
 *
 * Custom properties follow: a declaration of `--x` stays when `--x` is read
 * by a `var()` of what is kept, or is a word of the pages or scripts.
 *
 * The stylesheet is renamed after its new content, so that the hashed name
 * still names one content (it is served as immutable), and the pages are
 * rewritten to load it.
 */
import {createHash} from 'node:crypto';
import postcss, {
  type AtRule,
  type Container,
  type Declaration,
  type Root,
} from 'postcss';
import selectorParser from 'postcss-selector-parser';
import type {BuiltSite} from '@paynow-docs/build-kit/site';

/** The words of a text that may be a class or custom-property name. */
const WORD = /[\w-]+/g;

/** Every word of these texts. */
export function wordsOf(texts: Iterable<string>): Set<string> {
  const words = new Set<string>();
  for (const text of texts) {
    for (const [word] of text.matchAll(WORD)) words.add(word);
  }
  return words;
}

/** Whether a class can be set by the site: it, or a stem of it, is a word. */
export function classInUse(name: string, words: ReadonlySet<string>): boolean {
  if (words.has(name)) return true;
  for (let dash = name.indexOf('-'); dash > 0;) {
    let end = dash;
    while (name[end] === '-') end += 1;
    if (words.has(name.slice(0, end))) return true;
    dash = name.indexOf('-', end);
  }
  return false;
}

/** Whether a selector can match: none of its classes is out of use. */
function selectorCanMatch(
  selector: string,
  words: ReadonlySet<string>,
): boolean {
  let canMatch = true;
  selectorParser((root) => {
    root.walkClasses((node) => {
      for (let parent = node.parent; parent; parent = parent.parent) {
        if (parent.type === 'pseudo') return;
      }
      if (!classInUse(node.value, words)) canMatch = false;
    });
  }).processSync(selector);
  return canMatch;
}

/** Names read by `var()` in a value. */
function varsReadBy(value: string): string[] {
  return [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map(([, name]) => name!);
}

/** Drops the custom properties nothing reads, until none is left to drop. */
function pruneCustomProperties(root: Root, words: ReadonlySet<string>): number {
  const declarations: Declaration[] = [];
  const read = new Set<string>();
  root.walkDecls((declaration) => {
    if (declaration.prop.startsWith('--')) declarations.push(declaration);
    else for (const name of varsReadBy(declaration.value)) read.add(name);
  });
  const kept = (name: string) => read.has(name) || words.has(name);
  // A kept custom property keeps the ones its value reads.
  for (let grew = true; grew;) {
    grew = false;
    for (const declaration of declarations) {
      if (!kept(declaration.prop)) continue;
      for (const name of varsReadBy(declaration.value)) {
        if (!read.has(name)) {
          read.add(name);
          grew = true;
        }
      }
    }
  }
  let removed = 0;
  for (const declaration of declarations) {
    if (!kept(declaration.prop)) {
      declaration.remove();
      removed += 1;
    }
  }
  return removed;
}

/** Removes the rules and at-rules left with nothing inside, innermost first. */
function removeEmpty(container: Container): void {
  container.each((node) => {
    if (node.type !== 'rule' && node.type !== 'atrule') return;
    if (!node.nodes) return;
    removeEmpty(node);
    if (node.nodes.length === 0) node.remove();
  });
}

export interface PruneResult {
  css: string;
  /** Selectors dropped (a rule goes when all of its selectors do). */
  selectors: number;
  /** Custom-property declarations dropped. */
  customProperties: number;
}

/** The stylesheet without what the words of the site cannot use. */
export function pruneStylesheet(
  css: string,
  words: ReadonlySet<string>,
): PruneResult {
  const root = postcss.parse(css);
  let selectors = 0;
  root.walkRules((rule) => {
    // Keyframe selectors (`from`, `50%`) name no class.
    if (
      rule.parent?.type === 'atrule' &&
      /keyframes$/i.test((rule.parent as AtRule).name)
    ) {
      return;
    }
    const canMatch = rule.selectors.filter((selector) =>
      selectorCanMatch(selector, words),
    );
    selectors += rule.selectors.length - canMatch.length;
    if (canMatch.length === 0) rule.remove();
    else if (canMatch.length < rule.selectors.length) rule.selectors = canMatch;
  });
  const customProperties = pruneCustomProperties(root, words);
  removeEmpty(root);
  return {css: root.toString(), selectors, customProperties};
}

/** A stylesheet's name with its content hash: `styles.0204acda.css`. */
const HASHED_STYLESHEET = /^(.+)\.([0-9a-f]{8,})\.css$/;

/** A hashed asset's name (`styles.0204acda.css`) for new content. */
export function renamedFor(name: string, content: string): string {
  const match = HASHED_STYLESHEET.exec(name);
  if (!match) {
    throw new Error(
      `[pn-fast-load] ${name}: a stylesheet without a content hash in its name`,
    );
  }
  const [, stem, hash] = match;
  const next = createHash('sha256')
    .update(content)
    .digest('hex')
    .slice(0, hash!.length);
  return `${stem}.${next}.css`;
}

/** The files directly in a folder of the site whose name ends so. */
function filesOf(site: BuiltSite, folder: string, extension: string): string[] {
  return site
    .paths()
    .filter(
      (file) =>
        file.startsWith(`${folder}/`) &&
        !file.slice(folder.length + 1).includes('/') &&
        file.endsWith(extension),
    );
}

export interface StylesheetReport {
  from: string;
  to: string;
  bytesBefore: number;
  bytesAfter: number;
  selectors: number;
  customProperties: number;
  /** Left as it was: a script loads it by its hash. */
  kept: boolean;
}

/**
 * Prunes the stylesheets of one locale's build (`assets/css/*.css`), renames
 * them and points the pages at the new names. A stylesheet whose hash a
 * script knows (a chunk's stylesheet, loaded by the bundler's runtime) keeps
 * its name and content, and is reported as `kept`.
 */
export function pruneSiteStyles(site: BuiltSite): StylesheetReport[] {
  const pages = site.pages();
  const pageTexts = pages.map((file) => site.text(file));
  const scriptTexts = filesOf(site, 'assets/js', '.js').map((file) =>
    site.text(file),
  );
  const words = wordsOf([...pageTexts, ...scriptTexts]);
  const reports: StylesheetReport[] = [];
  for (const file of filesOf(site, 'assets/css', '.css')) {
    const from = file.slice('assets/css/'.length);
    const css = site.text(file);
    const hash = HASHED_STYLESHEET.exec(from)?.[2];
    if (!hash || scriptTexts.some((text) => text.includes(hash))) {
      const bytes = Buffer.byteLength(css);
      reports.push({
        from,
        to: from,
        bytesBefore: bytes,
        bytesAfter: bytes,
        selectors: 0,
        customProperties: 0,
        kept: true,
      });
      continue;
    }
    const pruned = pruneStylesheet(css, words);
    const to = renamedFor(from, pruned.css);
    site.remove(file);
    site.write(`assets/css/${to}`, pruned.css);
    pages.forEach((page, index) => {
      const text = pageTexts[index]!;
      if (!text.includes(from)) return;
      pageTexts[index] = text.replaceAll(from, to);
      site.write(page, pageTexts[index]);
    });
    reports.push({
      from,
      to,
      bytesBefore: Buffer.byteLength(css),
      bytesAfter: Buffer.byteLength(pruned.css),
      selectors: pruned.selectors,
      customProperties: pruned.customProperties,
      kept: false,
    });
  }
  return reports;
}
