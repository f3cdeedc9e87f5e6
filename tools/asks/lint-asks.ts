/**
 * `npm run lint:asks`: how often the guides send the reader to someone else,
 * and whether every link to the contact page lands on a channel
 * (tools/asks/asks.ts, STYLE.md "Asks").
 *
 * Prints a table of asks per guide in English and zh-TW, then fails (exit 1)
 * with `file:line:column: [rule] message` on:
 * - `budget`: a language with more asks than the budget STYLE.md states;
 * - `one-per-section`: a second ask in one section of a guide;
 * - `dead-end`: a link to a section of the contact page that gives no
 *   channel (or is not a section of it), from any guide, release note, page,
 *   UI string or site file. The number of dead-end links is printed too.
 *
 * An argument names another site folder (default: the working one).
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {translationSource} from '../../site.i18n.ts';
import {filesUnder, siteRelative} from '../files.ts';
import {guideFiles} from '../i18n/twins.ts';
import type {VoiceLocale} from '../i18n/voice.ts';
import {
  contactLinks,
  contactSections,
  crowdedSections,
  deadEnd,
  findAsks,
  type Ask,
} from './asks.ts';

export const CONTACT_PAGE = 'docs/contact.mdx';
const ZH_DOCS = 'i18n/zh-TW/docusaurus-plugin-content-docs/current';

/** The ask budget STYLE.md states: "**15 asks per language**". */
export function askBudget(style: string): number | null {
  const match = /\*\*(\d+) asks per language\*\*/.exec(style);
  return match ? Number(match[1]) : null;
}

export interface Finding {
  file: string;
  line: number;
  column: number;
  rule: 'budget' | 'one-per-section' | 'dead-end';
  message: string;
}

export interface PageAsks {
  /** The English guide's path under `docs/`. */
  page: string;
  en: Ask[];
  zh: Ask[];
}

/** The asks of every guide but the contact page, in both languages. */
export function pageAsks(siteDir: string): PageAsks[] {
  return guideFiles(path.join(siteDir, 'docs'))
    .map((file) => siteRelative(siteDir, file))
    .filter((file) => file !== CONTACT_PAGE)
    .map((file) => {
      const twin = translationSource(file, 'zh-TW')!;
      const read = (at: string, locale: VoiceLocale) =>
        existsSync(path.join(siteDir, at))
          ? findAsks(readFileSync(path.join(siteDir, at), 'utf8'), locale)
          : [];
      return {
        page: file.replace(/^docs\//, ''),
        en: read(file, 'en'),
        zh: read(twin, 'zh-TW'),
      };
    });
}

/** The table `lint:asks` prints: one row per guide with asks, and the totals. */
export function askTable(pages: readonly PageAsks[]): string[] {
  const width = Math.max(5, ...pages.map(({page}) => page.length));
  const row = (page: string, en: number | string, zh: number | string) =>
    `${page.padEnd(width)}  ${String(en).padStart(3)}  ${String(zh).padStart(5)}`;
  const total = (key: 'en' | 'zh') =>
    pages.reduce((sum, page) => sum + page[key].length, 0);
  const withAsks = pages.filter(({en, zh}) => en.length + zh.length > 0);
  return [
    row('page', 'en', 'zh-TW'),
    ...withAsks.map(({page, en, zh}) => row(page, en.length, zh.length)),
    row(
      `total (${withAsks.length} of ${pages.length} guides)`,
      total('en'),
      total('zh'),
    ),
  ];
}

/** The files whose links to the contact page are checked, relative, and whether each is code. */
export function linkFiles(
  siteDir: string,
): {file: string; code: boolean; locale: VoiceLocale | null}[] {
  const markdown = /\.mdx?$/;
  const code = (file: string) => !markdown.test(file);
  return [
    ...[
      ...filesUnder(siteDir, 'docs', markdown),
      ...filesUnder(siteDir, 'blog', markdown),
    ].map((file) => ({file, locale: 'en' as const})),
    ...filesUnder(siteDir, 'src', /\.(?:mdx?|tsx?)$/).map((file) => ({
      file,
      locale: markdown.test(file) ? ('en' as const) : null,
    })),
    ...filesUnder(siteDir, 'i18n/zh-TW', /\.(?:mdx?|json)$/).map((file) => ({
      file,
      locale: 'zh-TW' as const,
    })),
    ...readdirSync(siteDir)
      .filter((file) => /^(?:site\.[\w-]+|docusaurus\.config)\.ts$/.test(file))
      .filter((file) => !file.endsWith('.test.ts'))
      .sort()
      .map((file) => ({file, locale: null})),
  ].map(({file, locale}) => ({file, locale, code: code(file)}));
}

/** Every link to the contact page, and the dead ends among them. */
export function deadEnds(siteDir: string): {
  links: number;
  findings: Finding[];
} {
  const sectionsOf = (file: string) =>
    existsSync(path.join(siteDir, file))
      ? contactSections(readFileSync(path.join(siteDir, file), 'utf8'))
      : new Map<string, boolean>();
  const zhContact = translationSource(CONTACT_PAGE, 'zh-TW')!;
  const sections = {
    en: sectionsOf(CONTACT_PAGE),
    'zh-TW': sectionsOf(zhContact),
  };
  const findings: Finding[] = [];
  let links = 0;
  for (const {file, code, locale} of linkFiles(siteDir)) {
    const source = readFileSync(path.join(siteDir, file), 'utf8');
    const self = file === CONTACT_PAGE || file === zhContact;
    for (const {line, column, anchor} of contactLinks(source, {code, self})) {
      links++;
      const locales = locale ? [locale] : (['en', 'zh-TW'] as const);
      const problem = locales
        .map((each) => deadEnd(anchor, sections[each]))
        .find((found) => found !== null);
      if (problem) {
        findings.push({
          file,
          line,
          column,
          rule: 'dead-end',
          message: `${problem}: link a section that gives a channel, or place <OpenPoint /> (STYLE.md "Asks")`,
        });
      }
    }
  }
  return {links, findings};
}

/** The findings of the budget and the one-ask-per-section rule. */
export function askFindings(
  pages: readonly PageAsks[],
  budget: number,
  /** Where STYLE.md states the budget, for the `budget` finding. */
  budgetLine = 1,
): Finding[] {
  const findings: Finding[] = [];
  for (const page of pages) {
    const files = {en: `docs/${page.page}`, zh: `${ZH_DOCS}/${page.page}`};
    for (const key of ['en', 'zh'] as const) {
      for (const ask of crowdedSections(page[key])) {
        findings.push({
          file: files[key],
          line: ask.line,
          column: ask.column,
          rule: 'one-per-section',
          message: `a second ask in ${ask.section ? `#${ask.section}` : 'the top of the page'}: keep one, and say what to check on screen instead of the others`,
        });
      }
    }
  }
  for (const key of ['en', 'zh'] as const) {
    const label = key === 'en' ? 'English' : 'zh-TW';
    const count = pages.reduce((sum, page) => sum + page[key].length, 0);
    if (count > budget) {
      findings.push({
        file: 'STYLE.md',
        line: budgetLine,
        column: 1,
        rule: 'budget',
        message: `${count} asks in the ${label} guides, over the budget of ${budget}`,
      });
    }
  }
  return findings;
}

export const formatFinding = ({file, line, column, rule, message}: Finding) =>
  `${file}:${line}:${column}: [${rule}] ${message}`;

if (import.meta.filename === process.argv[1]) {
  const siteDir = path.resolve(process.argv[2] ?? '.');
  const style = readFileSync(path.join(siteDir, 'STYLE.md'), 'utf8');
  const budget = askBudget(style);
  const budgetLine = style
    .slice(0, style.search(/\*\*\d+ asks per language\*\*/))
    .split('\n').length;
  if (budget === null) {
    console.error(
      'lint:asks: STYLE.md states no ask budget ("**<n> asks per language**").',
    );
    process.exit(1);
  }
  const pages = pageAsks(siteDir);
  console.log(`Asks per guide (budget: ${budget} per language):`);
  for (const line of askTable(pages)) console.log(`  ${line}`);
  const {links, findings: ends} = deadEnds(siteDir);
  console.log(
    `Links to the contact page: ${links}, dead ends: ${ends.length}.`,
  );
  const findings = [...askFindings(pages, budget, budgetLine), ...ends];
  for (const finding of findings) console.error(formatFinding(finding));
  if (findings.length > 0) {
    console.error(
      `lint:asks: ${findings.length} problem(s) (STYLE.md "Asks").`,
    );
    process.exit(1);
  }
  console.log(
    'lint:asks: within the budget, one ask per section, no dead end.',
  );
}
