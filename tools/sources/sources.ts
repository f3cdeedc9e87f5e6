/**
 * Every sentence true: a guide's sweeping words ("every",
 * "only", 一律, 僅…) claim more than a screenshot shows, so each needs the
 * digest point that backs it, on the same line: `{/* fact: <digest file> §
 * <point> *\/}`. Open questions for PayNow are `DOCS-TEAM` comments that
 * name the point they are about, and a page and its zh-TW twin ask the same
 * number of them in each section.
 */
import {proseLines, type VoiceLocale} from '../i18n/voice.ts';
import {headingIds} from '../i18n/labels.ts';
import {
  DOCS_TEAM_FORM,
  blankOut,
  comments,
  docsTeamProblem,
  isDocsTeamComment,
  isFactComment,
  parseFact,
  type Comment,
} from './markers.ts';

export interface SourceProblem {
  line: number;
  column: number;
  /** `generalisation`, `docs-team`, `marker` or `docs-team-twin`. */
  rule: string;
  message: string;
}

/** Words that claim something of every case, per language (English: whole words, any case). */
export const GENERALISATIONS: Readonly<Record<VoiceLocale, readonly string[]>> =
  {
    en: ['every', 'everything', 'always', 'only', 'never', 'all', 'none'],
    'zh-TW': [
      '一律',
      '所有',
      '只能',
      '只有',
      '只會',
      '僅',
      '每一',
      '每個',
      '每筆',
      '永遠',
      '絕不',
      '從不',
      '全部',
    ],
  };

function generalisationPattern(locale: VoiceLocale): RegExp {
  const words = [...GENERALISATIONS[locale]].sort(
    (a, b) => b.length - a.length,
  );
  return locale === 'en'
    ? new RegExp(`\\b(?:${words.join('|')})\\b`, 'gi')
    : new RegExp(words.join('|'), 'gu');
}

export interface SourceOptions {
  locale: VoiceLocale;
  /** Whether a digest file exists (when the digest is at hand); unset: any well-formed path passes. */
  digestExists?: (file: string) => boolean;
  /** Whether a file of the site exists, for `site:` markers; unset: any path passes. */
  siteFileExists?: (file: string) => boolean;
  /**
   * The on-screen labels a zh-TW text may bold (the English guides' Chinese
   * labels and the glossary's). A bold span that is not one is read like the
   * rest of the line; unset: every zh-TW bold span is taken as a label. English bold spans are labels when they hold Han text:
   * **Capture all (全部請款)**.
   */
  labels?: ReadonlySet<string>;
}

/** A bold span that names an on-screen label, whose words are the screen's, not a claim. */
export function isBoldLabel(
  inner: string,
  locale: VoiceLocale,
  labels?: ReadonlySet<string>,
): boolean {
  if (locale === 'en') return /\p{Script=Han}/u.test(inner);
  if (labels === undefined) return true;
  return inner
    .split(/\s*>\s*/)
    .every((part) => labels.has(part.trim()) || !/\p{Script=Han}/u.test(part));
}

/** A marker for a claim about this site, naming the file (a test or the code) that makes it true: `/* site: checks/markdown-output.check.ts *\/`. */
export const SITE_FORM =
  '{/* site: <file of this repository that proves it> */}';

export function isSiteComment(body: string): boolean {
  return /^site\b/i.test(body);
}

/**
 * The page's words as the generalisation rule reads them, one string per
 * line, columns kept: prose only (voice.ts's `proseLines`: no front matter
 * keywords, code, comments, URLs, link targets, imports or heading ids),
 * without comments inside JS expressions and without **bold** spans (on-screen
 * labels are bold).
 */
export function claimLines(
  text: string,
  found: readonly Comment[],
  isLabel: (inner: string) => boolean = () => true,
): string[] {
  let prose = proseLines(text).join('\n');
  for (const {start, end} of found) {
    prose =
      prose.slice(0, start) +
      blankOut(prose.slice(start, end)) +
      prose.slice(end);
  }
  return prose
    .split('\n')
    .map((line) =>
      line.replace(
        /\*\*((?:(?!\*\*).)+)\*\*|__((?:(?!__).)+)__/g,
        (span, a, b) => (isLabel((a ?? b) as string) ? blankOut(span) : span),
      ),
    );
}

/** The problems of one guide, with 1-based lines and columns. */
export function sourceProblems(
  text: string,
  {locale, digestExists, siteFileExists, labels}: SourceOptions,
): SourceProblem[] {
  const problems: SourceProblem[] = [];
  const found = comments(text);
  const marked = new Set<number>();
  const missing = (
    file: string,
    line: number,
    column: number,
    rule: string,
  ) => {
    if (digestExists && !digestExists(file)) {
      problems.push({
        line,
        column,
        rule,
        message: `"${file}" is not in the content digest (../shared/content-facts/)`,
      });
      return true;
    }
    return false;
  };
  for (const comment of found) {
    const {body, line, column, endLine} = comment;
    if (isFactComment(body)) {
      const refs = parseFact(body);
      if (typeof refs === 'string') {
        problems.push({line, column, rule: 'marker', message: refs});
        continue;
      }
      if (refs.some(({file}) => missing(file, line, column, 'marker')))
        continue;
      for (let at = line; at <= endLine; at++) marked.add(at);
    } else if (isSiteComment(body)) {
      const file = /^site:\s*(\S+)\s*$/.exec(body)?.[1];
      if (!file) {
        problems.push({
          line,
          column,
          rule: 'marker',
          message: `a claim about the site is marked ${SITE_FORM}`,
        });
        continue;
      }
      if (siteFileExists && !siteFileExists(file)) {
        problems.push({
          line,
          column,
          rule: 'marker',
          message: `"${file}" is not a file of this site`,
        });
        continue;
      }
      for (let at = line; at <= endLine; at++) marked.add(at);
    } else if (isDocsTeamComment(body)) {
      const problem = docsTeamProblem(body);
      if (problem) {
        problems.push({line, column, rule: 'docs-team', message: problem});
        continue;
      }
      const file = /^DOCS-TEAM \((\S+) §/.exec(body)![1]!;
      missing(file, line, column, 'docs-team');
    }
  }
  const pattern = generalisationPattern(locale);
  claimLines(text, found, (inner) =>
    isBoldLabel(inner, locale, labels),
  ).forEach((line, index) => {
    for (const match of line.matchAll(/DOCS-TEAM/g)) {
      problems.push({
        line: index + 1,
        column: match.index + 1,
        rule: 'docs-team',
        message: `DOCS-TEAM outside a comment reaches the page: write ${DOCS_TEAM_FORM}`,
      });
    }
    if (marked.has(index + 1)) return;
    for (const match of line.matchAll(pattern)) {
      problems.push({
        line: index + 1,
        column: match.index + 1,
        rule: 'generalisation',
        message: `"${match[0]}" needs a source marker`,
      });
    }
  });
  return problems.sort((a, b) => a.line - b.line || a.column - b.column);
}

/** The id of the section each line is in: its last `##`–`######` heading's, '' before the first. */
export function sectionOf(source: string): (line: number) => string {
  const ids = headingIds(source);
  return (line) => {
    let id = '';
    for (const heading of ids) {
      if (heading.line > line) break;
      id = heading.id;
    }
    return id;
  };
}

/** The DOCS-TEAM comments of a page (any form), with the section each is in. */
export function questionComments(
  source: string,
): (Comment & {section: string})[] {
  const section = sectionOf(source);
  return comments(source)
    .filter(({body}) => isDocsTeamComment(body))
    .map((comment) => ({...comment, section: section(comment.line)}));
}

function countBySection(source: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const {section} of questionComments(source)) {
    counts.set(section, (counts.get(section) ?? 0) + 1);
  }
  return counts;
}

const sectionName = (id: string) =>
  id === '' ? 'the top of the page' : `#${id}`;

/**
 * Sections where the zh-TW twin asks a different number of open questions
 * than the English page, reported in the twin (at the section's heading, or
 * its first question), or in the English page when the twin lacks the section.
 */
export function docsTeamTwinProblems(
  english: {file: string; source: string},
  twin: {file: string; source: string},
): {file: string; problem: SourceProblem}[] {
  const en = countBySection(english.source);
  const zh = countBySection(twin.source);
  const twinHeadings = new Map(
    headingIds(twin.source).map(({id, line}) => [id, line]),
  );
  const englishHeadings = new Map(
    headingIds(english.source).map(({id, line}) => [id, line]),
  );
  const out: {file: string; problem: SourceProblem}[] = [];
  for (const id of new Set([...en.keys(), ...zh.keys()])) {
    const [inEnglish, inTwin] = [en.get(id) ?? 0, zh.get(id) ?? 0];
    if (inEnglish === inTwin) continue;
    const message = `${sectionName(id)} has ${inTwin} DOCS-TEAM comment(s) in zh-TW and ${inEnglish} in ${english.file}: ask each open question in both languages, in the same section`;
    const twinLine =
      id === ''
        ? questionComments(twin.source).find(({section}) => section === '')
            ?.line
        : twinHeadings.get(id);
    if (twinLine !== undefined || id === '') {
      out.push({
        file: twin.file,
        problem: {
          line: twinLine ?? 1,
          column: 1,
          rule: 'docs-team-twin',
          message,
        },
      });
    } else {
      out.push({
        file: english.file,
        problem: {
          line: englishHeadings.get(id) ?? 1,
          column: 1,
          rule: 'docs-team-twin',
          message,
        },
      });
    }
  }
  return out;
}
