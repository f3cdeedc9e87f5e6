/**
 * `npm run lint:labels`: no zh-TW guide opens 「 more than
 * MAX_MARKS_PER_1000 times per 1,000 Han characters (tools/i18n/label-density.ts;
 * up to ALWAYS_ALLOWED_MARKS on any page), and each on-screen text is marked
 * one way in both languages (tools/i18n/label-pairs.ts): every Chinese label
 * the English page bolds is bold with the same characters in the same section
 * of the twin (`label-pair`), the twin does not bold what the English page
 * writes as a value (`value-marker`), and no bold is emphasis (`emphasis`).
 * Prints `file:line:column: [rule] …` and exits 1 when there is any;
 * `--report` also prints every page's density and the site's. An argument
 * names another site folder (default: the working one).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {translationSource} from '../../site.i18n.ts';
import {loadGlossary} from '../glossary/glossary.ts';
import {guideFiles} from './twins.ts';
import {
  emphasisProblems,
  pairProblems,
  type PairProblem,
} from './label-pairs.ts';
import {siteRelative} from '../files.ts';
import {screenLabels} from './lint-voice.ts';
import {
  MAX_MARKS_PER_1000,
  labelDensity,
  tooDense,
  type LabelDensity,
} from './label-density.ts';

export const ZH_GUIDES = 'i18n/zh-TW/docusaurus-plugin-content-docs/current';

export interface PageDensity extends LabelDensity {
  file: string;
}

/** The density of every zh-TW guide under `siteDir`, relative paths. */
export function pageDensities(siteDir: string): PageDensity[] {
  const dir = path.join(siteDir, ZH_GUIDES);
  if (!existsSync(dir)) return [];
  return guideFiles(dir).map((file) => ({
    file: siteRelative(siteDir, file),
    ...labelDensity(readFileSync(file, 'utf8')),
  }));
}

const rate = (value: number) => value.toFixed(1);

/** One message per page above the limit. */
export function densityProblems(pages: readonly PageDensity[]): string[] {
  return pages
    .filter(tooDense)
    .map(
      ({file, first, marks, han, perThousand}) =>
        `${file}:${first?.line ?? 1}:${first?.column ?? 1}: [label-density] ${rate(perThousand)} 「 per 1,000 Han characters (${marks} in ${han}), above ${MAX_MARKS_PER_1000}: 「」 only for text the screen prints as a message; write on-screen labels in bold (STYLE.md)`,
    );
}

/** Each page's density, highest first, and the site's (all marks over all Han characters). */
export function densityReport(pages: readonly PageDensity[]): string[] {
  const marks = pages.reduce((sum, page) => sum + page.marks, 0);
  const han = pages.reduce((sum, page) => sum + page.han, 0);
  return [
    ...[...pages]
      .sort(
        (a, b) => b.perThousand - a.perThousand || a.file.localeCompare(b.file),
      )
      .map(
        ({file, marks: own, han: chars, perThousand}) =>
          `${rate(perThousand).padStart(5)}  ${String(own).padStart(3)} / ${String(chars).padStart(5)}  ${file}`,
      ),
    `${rate(han === 0 ? 0 : (marks / han) * 1000).padStart(5)}  ${String(marks).padStart(3)} / ${String(han).padStart(5)}  the site (limit ${MAX_MARKS_PER_1000} per page)`,
  ];
}

/** The marker problems of every guide and its twin under `siteDir`, as `file:line:column: [rule] message`. */
export function markerProblems(siteDir: string): string[] {
  const docs = path.join(siteDir, 'docs');
  if (!existsSync(docs)) return [];
  const labels = new Set(screenLabels(siteDir, loadGlossary()));
  const problems: string[] = [];
  const inFile =
    (name: string) =>
    ({line, column, rule, message}: PairProblem) =>
      `${name}:${line}:${column}: [${rule}] ${message}`;
  for (const file of guideFiles(docs)) {
    const english = siteRelative(siteDir, file);
    const source = readFileSync(file, 'utf8');
    problems.push(
      ...emphasisProblems(source, 'en', labels).map(inFile(english)),
    );
    const twin = translationSource(english, 'zh-TW')!;
    if (!existsSync(path.join(siteDir, twin))) continue;
    const twinSource = readFileSync(path.join(siteDir, twin), 'utf8');
    problems.push(
      ...pairProblems(source, twinSource, labels).map(inFile(twin)),
    );
  }
  return problems;
}

if (import.meta.filename === process.argv[1]) {
  const [siteDir = '.'] = process.argv
    .slice(2)
    .filter((arg) => !arg.startsWith('--'));
  const pages = pageDensities(path.resolve(siteDir));
  if (process.argv.includes('--report')) {
    console.log('「 per 1,000 Han characters, 「 / Han characters, page:');
    for (const line of densityReport(pages)) console.log(line);
  }
  const problems = densityProblems(pages);
  const markers = markerProblems(path.resolve(siteDir));
  for (const problem of [...problems, ...markers]) console.error(problem);
  if (problems.length > 0) {
    console.error(
      `lint:labels: ${problems.length} zh-TW page(s) above ${MAX_MARKS_PER_1000} 「 per 1,000 Han characters.`,
    );
  }
  if (markers.length > 0) {
    console.error(
      `lint:labels: ${markers.length} text(s) marked another way than the English page says, or bold used for emphasis (STYLE.md).`,
    );
  }
  if (problems.length + markers.length > 0) process.exit(1);
  console.log(
    `lint:labels: ${pages.length} zh-TW guides, each at most ${MAX_MARKS_PER_1000} 「 per 1,000 Han characters, each label and value marked as the English page marks it.`,
  );
}
