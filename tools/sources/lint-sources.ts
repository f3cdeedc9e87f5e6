/**
 * `npm run lint:sources`: every guide, English (`docs/**`) and zh-TW
 * (`i18n/zh-TW/docusaurus-plugin-content-docs/current/**`), backs each
 * sweeping word with a rule of the register of facts on its line
 * (`{/* rule: <id> *\/}`, facts/) and marks each open point in both
 * languages, in the same section (tools/sources/sources.ts). Prints
 * `file:line:column: [rule] message` and exits 1 when there is any.
 *
 * `--count [siteDir]` prints the number of findings per language and rule
 * of the site in `siteDir` (default: the working directory) and exits 0.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {translationSource} from '../../site.i18n.ts';
import {guideFiles} from '../i18n/check-twins.ts';
import type {VoiceLocale} from '../i18n/voice.ts';
import {recordsOf, type Register} from '@paynow-docs/remark-facts';
import {REGISTER} from '../../facts/index.ts';
import {RULE_FORM} from './markers.ts';
import {ZH_DOCS, aboutTheSite} from './about.ts';
import {openTwinProblems, sourceProblems} from './sources.ts';

export {ABOUT_THE_SITE, ZH_DOCS, aboutTheSite} from './about.ts';

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
          file: path.relative(siteDir, file).split(path.sep).join('/'),
          locale,
        }))
      : [];
  return [...under('docs', 'en'), ...under(ZH_DOCS, 'zh-TW')];
}

/** Every finding of the guides in `siteDir`, rule markers held to `register`. */
export function lintSources(
  siteDir: string,
  register: Register = REGISTER,
): SourceFinding[] {
  const rules = new Set(recordsOf(register, 'rule').map(({id}) => id));
  const read = (file: string) => readFileSync(path.join(siteDir, file), 'utf8');
  const findings: SourceFinding[] = [];
  for (const {file, locale} of sourceFiles(siteDir)) {
    const source = read(file);
    for (const problem of sourceProblems(source, {locale, rules})) {
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
        `lint:sources: ${findings.length} problem(s): back a sweeping word with ${RULE_FORM} on its line, or say less (STYLE.md § Sources).`,
      );
      process.exit(1);
    }
    console.log(
      `lint:sources: ${sourceFiles(siteDir).length} guides, every sweeping word with its rule.`,
    );
  }
}
