/**
 * Every sentence true: a text's sweeping words ("every", "only", 一律, 僅…)
 * claim more than a screenshot shows, so each needs what backs it on the same
 * line: in a guide, a rule record of the register of facts (facts/),
 * `{/* rule: <id> *\/}`; in the site's other texts, the digest point,
 * `{/* fact: <digest file> § <point> *\/}`; a claim about the site itself, the
 * file that proves it, `{/* site: <file> *\/}`. A guide's open points are
 * register records too, and a guide and its zh-TW twin mark the same ones in
 * each section.
 */
import {proseLines, type VoiceLocale} from '../i18n/voice.ts';
import {headingIds} from '../i18n/labels.ts';
import {
  DOCS_TEAM_FORM,
  OPEN_FORM,
  RULE_FORM,
  blankOut,
  comments,
  docsTeamProblem,
  isDocsTeamComment,
  isFactComment,
  openMarkers,
  parseFact,
  ruleOf,
  type Comment,
  type OpenMarker,
} from './markers.ts';

export interface SourceProblem {
  line: number;
  column: number;
  /** `generalisation`, `docs-team`, `marker` or `open-twin`. */
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
  /**
   * A guide, held to the register of facts: its sweeping words are backed by
   * rule markers (a `fact:` marker or a DOCS-TEAM comment is a form the
   * register replaced).
   */
  guide?: boolean;
  /** The ids of the register's rule records; unset: any id passes. */
  rules?: ReadonlySet<string>;
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
  {
    locale,
    guide = false,
    rules,
    digestExists,
    siteFileExists,
    labels,
  }: SourceOptions,
): SourceProblem[] {
  const problems: SourceProblem[] = [];
  const found = comments(text);
  const marked = new Set<number>();
  for (const comment of found) {
    const {body, line, column, endLine} = comment;
    const report = (rule: string, message: string) =>
      problems.push({line, column, rule, message});
    const mark = () => {
      for (let at = line; at <= endLine; at++) marked.add(at);
    };
    /** Reports a digest file the digest at hand does not hold. */
    const missing = (file: string, rule: string) => {
      if (!digestExists || digestExists(file)) return false;
      report(
        rule,
        `"${file}" is not in the content digest (../shared/content-facts/)`,
      );
      return true;
    };
    const rule = ruleOf(body);
    if (rule !== null) {
      if (rules && !rules.has(rule)) {
        report(
          'marker',
          `"${rule}" is no rule record of the register (facts/)`,
        );
      } else mark();
    } else if (/^rule\b/.test(body)) {
      report('marker', `a rule marker is written ${RULE_FORM}`);
    } else if (guide && isFactComment(body)) {
      report(
        'marker',
        `a fact: comment in a guide: put its digest point in a rule record (facts/) and write ${RULE_FORM}`,
      );
    } else if (guide && isDocsTeamComment(body)) {
      report(
        'docs-team',
        `a DOCS-TEAM comment in a guide: the question goes into the register as an open record, the page marks it with ${OPEN_FORM}`,
      );
    } else if (isFactComment(body)) {
      const refs = parseFact(body);
      if (typeof refs === 'string') report('marker', refs);
      else if (!refs.some(({file}) => missing(file, 'marker'))) mark();
    } else if (isSiteComment(body)) {
      const file = /^site:\s*(\S+)\s*$/.exec(body)?.[1];
      if (!file) {
        report('marker', `a claim about the site is marked ${SITE_FORM}`);
      } else if (siteFileExists && !siteFileExists(file)) {
        report('marker', `"${file}" is not a file of this site`);
      } else mark();
    } else if (isDocsTeamComment(body)) {
      const problem = docsTeamProblem(body);
      if (problem) report('docs-team', problem);
      else missing(/^DOCS-TEAM \((\S+) §/.exec(body)![1]!, 'docs-team');
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

/** The open-point markers of a page, with the section each is in. */
export function openMarkersBySection(
  source: string,
): (OpenMarker & {section: string})[] {
  const section = sectionOf(source);
  return openMarkers(source).map((marker) => ({
    ...marker,
    section: section(marker.line),
  }));
}

const sectionName = (id: string) =>
  id === '' ? 'the top of the page' : `#${id}`;

/**
 * Open points one language marks in a section and the other does not (or in
 * another section), reported in the page that lacks the marker: at the
 * section's heading, or at its first line.
 */
export function openTwinProblems(
  english: {file: string; source: string},
  twin: {file: string; source: string},
): {file: string; problem: SourceProblem}[] {
  const pages = [english, twin];
  const markers = pages.map((page) => openMarkersBySection(page.source));
  const key = ({id, section}: {id: string; section: string}) =>
    `${section}\u0000${id}`;
  const keys = markers.map((list) => new Set(list.map(key)));
  const out: {file: string; problem: SourceProblem}[] = [];
  markers.forEach((list, index) => {
    const [page, other] = [pages[index]!, pages[1 - index]!];
    const headings = new Map(
      headingIds(other.source).map(({id, line}) => [id, line]),
    );
    for (const marker of list) {
      if (keys[1 - index]!.has(key(marker))) continue;
      out.push({
        file: other.file,
        problem: {
          line: headings.get(marker.section) ?? 1,
          column: 1,
          rule: 'open-twin',
          message: `${page.file} marks open point "${marker.id}" in ${sectionName(marker.section)} and this page does not: mark it in both languages, in the same section (${OPEN_FORM})`,
        },
      });
    }
  });
  return out;
}
