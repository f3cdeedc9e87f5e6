/**
 * `npm run lint:labels`: no zh-TW guide opens 「 more than
 * MAX_MARKS_PER_1000 times per 1,000 Han characters (tools/i18n/label-density.ts;
 * up to ALWAYS_ALLOWED_MARKS on any page).
 * Prints `file:line:column: [label-density] …` at a page's first 「 and exits 1
 * when a page is above; `--report` also prints every page's density and the
 * site's. An argument names another site folder (default: the working one).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {guideFiles} from './check-twins.ts';
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
    file: path.relative(siteDir, file).split(path.sep).join('/'),
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
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(
      `lint:labels: ${problems.length} zh-TW page(s) above ${MAX_MARKS_PER_1000} 「 per 1,000 Han characters.`,
    );
    process.exit(1);
  }
  console.log(
    `lint:labels: ${pages.length} zh-TW guides, each at most ${MAX_MARKS_PER_1000} 「 per 1,000 Han characters.`,
  );
}
