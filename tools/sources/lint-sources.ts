/**
 * `npm run lint:sources`: every guide, English (`docs/**`) and zh-TW
 * (`i18n/zh-TW/docusaurus-plugin-content-docs/current/**`), and the site's
 * other texts (release notes and pages in both languages, the strings of
 * `src/pages`, `i18n/zh-TW/code.json`, the site model and the agent texts:
 * `textFiles`) back each sweeping word, bold text included unless it is an
 * on-screen label, with a marker on its line: in a guide a rule of the
 * register of facts (`{/* rule: <id> *\/}`, facts/), elsewhere the digest
 * point (`{/* fact: <digest file> § <point> *\/}`), a claim about the site
 * itself the file that proves it (`{/* site: <file> *\/}`). A guide and its
 * twin mark the same open points in each section (tools/sources/sources.ts).
 * Digest files are checked against `../shared/content-facts/` when it is
 * there. Prints
 * `file:line:column: [rule] message` and exits 1 when there is any.
 *
 * `--count [siteDir]` prints the number of findings per language and rule
 * of the site in `siteDir` (default: the working directory) and exits 0.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {translationSource} from '../../site.i18n.ts';
import {filesUnder, siteRelative} from '../files.ts';
import {guideFiles} from '../i18n/twins.ts';
import type {VoiceLocale} from '../i18n/voice.ts';
import {loadGlossary} from '../glossary/glossary.ts';
import {screenLabels} from '../i18n/lint-voice.ts';
import {recordsOf, type Register} from '@paynow-docs/remark-facts';
import {REGISTER} from '../../facts/index.ts';
import {ZH_DOCS, aboutTheSite} from './about.ts';
import {RULE_FORM} from './markers.ts';
import {openTwinProblems, sourceProblems} from './sources.ts';
import {codeProse, jsonMessages} from './texts.ts';

export interface SourceFinding {
  file: string;
  locale: VoiceLocale;
  line: number;
  column: number;
  rule: string;
  message: string;
}

/** The guides of both languages under `siteDir`, relative paths. */
export function sourceFiles(
  siteDir: string,
): {file: string; locale: VoiceLocale}[] {
  const under = (dir: string, locale: VoiceLocale) =>
    existsSync(path.join(siteDir, dir))
      ? guideFiles(path.join(siteDir, dir)).map((file) => ({
          file: siteRelative(siteDir, file),
          locale,
        }))
      : [];
  return [...under('docs', 'en'), ...under(ZH_DOCS, 'zh-TW')];
}

/** How a text file is read: a Markdown page, a TypeScript/TSX file's strings or a translation JSON file's messages. */
export type TextKind = 'markdown' | 'code' | 'json';

/** The site's other texts: release notes, pages, UI strings, the site model and agent texts. */
export const SITE_TEXT_FILES = [
  'site.areas.ts',
  'site.i18n.ts',
  'site.agents.ts',
  'i18n/zh-TW/code.json',
] as const;

/**
 * The texts beyond the guides the generalisation rule reads: release notes
 * and pages in both languages, the home page's strings, zh-TW UI strings, the
 * site model (`site.areas.ts`, `site.i18n.ts`), the agent texts
 * (`site.agents.ts`, the markdown-export plugin's words). A claim about the
 * site itself is marked with the file that proves it ({/* site: … *\/}).
 */
export function textFiles(
  siteDir: string,
): {file: string; locale: VoiceLocale | null; kind: TextKind}[] {
  const markdown = /\.mdx?$/;
  const entries = (
    files: string[],
    locale: VoiceLocale | null,
    kind: TextKind = 'markdown',
  ) => files.map((file) => ({file, locale, kind}));
  const zh = (dir: string) => `i18n/zh-TW/docusaurus-plugin-content-${dir}`;
  return [
    ...entries(filesUnder(siteDir, 'blog', markdown), 'en'),
    ...entries(filesUnder(siteDir, zh('blog'), markdown), 'zh-TW'),
    ...entries(filesUnder(siteDir, 'src/pages', markdown), 'en'),
    ...entries(filesUnder(siteDir, zh('pages'), markdown), 'zh-TW'),
    ...entries(filesUnder(siteDir, 'src/pages', /\.tsx?$/), null, 'code'),
    ...entries(
      filesUnder(siteDir, 'plugins/markdown-export', /^(?!.*\.d\.ts$).*\.ts$/)
        // instructions.ts holds the words a skill must not quote, not words it writes.
        .filter(
          (file) =>
            !file.includes('/fixtures/') && !file.endsWith('/instructions.ts'),
        ),
      null,
      'code',
    ),
    ...SITE_TEXT_FILES.filter((file) =>
      existsSync(path.join(siteDir, file)),
    ).map((file) => ({
      file,
      locale: file.endsWith('.json') ? ('zh-TW' as const) : null,
      kind: file.endsWith('.json') ? ('json' as const) : ('code' as const),
    })),
  ];
}

/** The content digest beside the project (`../shared/content-facts`), if it is there. */
export function digestDir(siteDir: string): string | null {
  const dir = path.resolve(siteDir, '..', 'shared', 'content-facts');
  return existsSync(dir) ? dir : null;
}

/** Every finding of the guides and the other texts in `siteDir`; the guides' rule markers are held to `register`. */
export function lintSources(
  siteDir: string,
  digest: string | null = digestDir(siteDir),
  register: Register = REGISTER,
): SourceFinding[] {
  const rules = new Set(recordsOf(register, 'rule').map(({id}) => id));
  const digestExists = digest
    ? (file: string) => existsSync(path.join(digest, file))
    : undefined;
  const siteFileExists = (file: string) => existsSync(path.join(siteDir, file));
  const read = (file: string) => readFileSync(path.join(siteDir, file), 'utf8');
  const labels = new Set(screenLabels(siteDir, loadGlossary()));
  const findings: SourceFinding[] = [];
  const options = (locale: VoiceLocale) => ({
    locale,
    digestExists,
    siteFileExists,
    labels,
  });
  for (const {file, locale, kind} of textFiles(siteDir)) {
    const text = read(file);
    const code = kind === 'code' ? codeProse(text, file) : null;
    const runs: [string, VoiceLocale][] = code
      ? [
          [code.en, 'en'],
          [code.zh, 'zh-TW'],
        ]
      : kind === 'json'
        ? [[jsonMessages(text), 'zh-TW']]
        : [[text, locale!]];
    for (const [prose, language] of runs) {
      for (const problem of sourceProblems(prose, options(language))) {
        if (problem.rule === 'docs-team') continue;
        findings.push({file, locale: language, ...problem});
      }
    }
  }
  for (const {file, locale} of sourceFiles(siteDir)) {
    const source = read(file);
    for (const problem of sourceProblems(source, {
      ...options(locale),
      guide: true,
      rules,
    })) {
      if (problem.rule === 'generalisation' && aboutTheSite(file)) continue;
      findings.push({file, locale, ...problem});
    }
    if (locale !== 'en') continue;
    const twin = translationSource(file, 'zh-TW');
    if (twin === null || !existsSync(path.join(siteDir, twin))) continue;
    for (const {file: where, problem} of openTwinProblems(
      {file, source},
      {file: twin, source: read(twin)},
    )) {
      findings.push({
        file: where,
        locale: where === file ? 'en' : 'zh-TW',
        ...problem,
      });
    }
  }
  return findings.sort(
    (a, b) =>
      a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column,
  );
}

export const formatFinding = ({
  file,
  line,
  column,
  rule,
  message,
}: SourceFinding) => `${file}:${line}:${column}: [${rule}] ${message}`;

/** `en: 12 (generalisation 10, docs-team 2)`, one line per language. */
export function countFindings(findings: readonly SourceFinding[]): string[] {
  return (['en', 'zh-TW'] as const).map((locale) => {
    const mine = findings.filter((finding) => finding.locale === locale);
    const byRule = new Map<string, number>();
    for (const {rule} of mine) byRule.set(rule, (byRule.get(rule) ?? 0) + 1);
    const rules = [...byRule]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([rule, count]) => `${rule} ${count}`)
      .join(', ');
    return `${locale}: ${mine.length}${rules ? ` (${rules})` : ''}`;
  });
}

if (import.meta.filename === process.argv[1]) {
  const args = process.argv.slice(2);
  if (args[0] === '--count') {
    const siteDir = path.resolve(args[1] ?? '.');
    console.log(`lint:sources findings in ${siteDir}:`);
    for (const line of countFindings(lintSources(siteDir))) {
      console.log(`  ${line}`);
    }
  } else {
    const siteDir = process.cwd();
    const findings = lintSources(siteDir);
    for (const finding of findings) console.error(formatFinding(finding));
    if (findings.length > 0) {
      console.error(
        `lint:sources: ${findings.length} problem(s): back a sweeping word with ${RULE_FORM} on its line (in a guide), or say less (STYLE.md § Sources).`,
      );
      process.exit(1);
    }
    console.log(
      `lint:sources: ${sourceFiles(siteDir).length} guides and ${textFiles(siteDir).length} other texts, every sweeping word with its source.`,
    );
  }
}
