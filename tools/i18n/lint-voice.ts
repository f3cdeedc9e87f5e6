/**
 * `npm run lint:voice`: PayNow's voice (STYLE.md, tools/i18n/voice.ts) in
 * every text of the site: English guides, release notes and pages, every
 * zh-TW translation (`i18n/zh-TW/**`: guides, UI strings, blog) and the
 * per-locale text of the site's config files. 「本頁寫給」 is counted across
 * all zh-TW files. Prints `file:line:column: [rule] problem` and exits 1
 * when there is any.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {filesUnder} from '../files.ts';
import {loadGlossary, type GlossaryTerm} from '../glossary/glossary.ts';
import {ALLOWED_LABELS} from './allowed-labels.ts';
import {chineseLabels, quotedLabels} from './labels.ts';
import {
  PAGE_FOR,
  PAGE_FOR_LIMIT,
  voiceProblems,
  type VoiceLocale,
  type VoiceOptions,
} from './voice.ts';

/** The site's config files whose strings hold zh-TW text. */
export const CONFIG_FILES = [
  'docusaurus.config.ts',
  'site.i18n.ts',
  'site.areas.ts',
  'site.agents.ts',
] as const;

/** A file to lint and the language its prose is in. */
export interface VoiceFile {
  file: string;
  locale: VoiceLocale;
}

/** The site's texts under `siteDir`, relative paths. */
export function voiceFiles(siteDir: string): VoiceFile[] {
  return [
    ...filesUnder(siteDir, 'docs', /\.mdx?$/),
    ...filesUnder(siteDir, 'blog', /\.(?:mdx?|ya?ml)$/),
    ...filesUnder(siteDir, 'src/pages', /\.(?:mdx?|tsx)$/),
  ]
    .map((file): VoiceFile => ({file, locale: 'en'}))
    .concat(
      [
        ...filesUnder(siteDir, 'i18n/zh-TW', /\.(?:mdx?|json|ya?ml)$/),
        ...CONFIG_FILES.filter((file) => existsSync(path.join(siteDir, file))),
      ].map((file): VoiceFile => ({file, locale: 'zh-TW'})),
    );
}

/**
 * The on-screen labels: every Chinese label the English guides quote (whole
 * parenthesis parts and Han runs, tools/i18n/labels.ts), the glossary's
 * `labels` and the allowed Mainland-term labels.
 */
export function screenLabels(
  siteDir: string,
  glossary: readonly GlossaryTerm[],
): string[] {
  const labels = new Set<string>([
    ...glossary.flatMap((term) => term.labels),
    ...ALLOWED_LABELS,
  ]);
  for (const file of filesUnder(siteDir, 'docs', /\.mdx?$/)) {
    const source = readFileSync(path.join(siteDir, file), 'utf8');
    for (const label of quotedLabels(source)) labels.add(label);
    for (const {text} of chineseLabels(source)) labels.add(text);
  }
  return [...labels];
}

/** The problems of `files` (relative to `siteDir`) as `file:line:column: [rule] message`. */
export function lintVoice(
  siteDir: string,
  files: readonly VoiceFile[],
  glossary: readonly GlossaryTerm[] = loadGlossary(),
): string[] {
  const labels = screenLabels(siteDir, glossary);
  const variantsOf = (locale: VoiceLocale) =>
    glossary.flatMap((term) =>
      (term.variants[locale] ?? []).map((word) => ({word, use: term[locale]})),
    );
  const problems: string[] = [];
  const pageFor: string[] = [];
  for (const {file, locale} of files) {
    const text = readFileSync(path.join(siteDir, file), 'utf8');
    const code = /\.tsx?$/.test(file);
    const runs: VoiceOptions[] = [
      {
        locale,
        labels,
        variants: variantsOf(locale),
        placeholders: code || file.endsWith('.json'),
        outsiderOnly: code && locale === 'en',
      },
    ];
    // A config file's English strings keep the English outsider rule too.
    if (code && locale === 'zh-TW')
      runs.push({locale: 'en', outsiderOnly: true});
    const found = runs.flatMap((options) => voiceProblems(text, options));
    for (const {line, column, rule, message} of found) {
      const where = `${file}:${line}:${column}`;
      if (rule === 'page-for') pageFor.push(where);
      else problems.push(`${where}: [${rule}] ${message}`);
    }
  }
  if (pageFor.length > PAGE_FOR_LIMIT) {
    problems.push(
      ...pageFor.map(
        (where) =>
          `${where}: [page-for] 「${PAGE_FOR}」 appears ${pageFor.length} times across zh-TW (at most ${PAGE_FOR_LIMIT}): open with what the page helps the reader do (STYLE.md)`,
      ),
    );
  }
  return problems;
}

if (import.meta.filename === process.argv[1]) {
  const siteDir = process.cwd();
  const files = voiceFiles(siteDir);
  const problems = lintVoice(siteDir, files);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(
      `lint:voice: ${problems.length} problem(s) of voice in ${files.length} files (STYLE.md).`,
    );
    process.exit(1);
  }
  console.log(`lint:voice: ${files.length} files in PayNow's voice.`);
}
