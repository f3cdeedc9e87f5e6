/**
 * `npm run report:questions [-- --out <dir>]`: every open record of the
 * register of facts (facts/) with where the guides mark it
 * (tools/sources/questions.ts) in `reports/questions.md` and
 * `reports/questions.csv` (or `<dir>/`), and their number on stdout.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {translationSource} from '../../site.i18n.ts';
import {recordsOf, type Register} from '@paynow-docs/remark-facts';
import {REGISTER} from '../../facts/index.ts';
import {sourceFiles} from './lint-sources.ts';
import {
  openQuestions,
  unmarkedQuestion,
  questionsCsv,
  questionsMarkdown,
  type OpenQuestion,
} from './questions.ts';

/**
 * The open records of `register`, where the English guides under `siteDir`
 * and their twins mark them (in page order), then those no guide marks.
 */
export function siteQuestions(
  siteDir: string,
  register: Register = REGISTER,
): OpenQuestion[] {
  const records = new Map(
    recordsOf(register, 'open').map((record) => [record.id, record]),
  );
  const read = (file: string) => ({
    file,
    source: readFileSync(path.join(siteDir, file), 'utf8'),
  });
  const marked = sourceFiles(siteDir)
    .filter(({locale}) => locale === 'en')
    .flatMap(({file}) => {
      const twin = translationSource(file, 'zh-TW');
      return openQuestions(
        read(file),
        twin !== null && existsSync(path.join(siteDir, twin))
          ? read(twin)
          : null,
        records,
      );
    });
  const seen = new Set(marked.map(({id}) => id));
  return [
    ...marked,
    ...[...records.values()]
      .filter(({id}) => !seen.has(id))
      .map(unmarkedQuestion),
  ];
}

/** Writes both reports into `outDir`; returns their paths. */
export function writeQuestionReports(
  questions: readonly OpenQuestion[],
  outDir: string,
): string[] {
  mkdirSync(outDir, {recursive: true});
  const files = [
    path.join(outDir, 'questions.md'),
    path.join(outDir, 'questions.csv'),
  ];
  writeFileSync(files[0]!, questionsMarkdown(questions));
  writeFileSync(files[1]!, questionsCsv(questions));
  return files;
}

if (import.meta.filename === process.argv[1]) {
  const args = process.argv.slice(2);
  const out = args.indexOf('--out');
  if (out !== -1 && !args[out + 1]) {
    console.error('report:questions: --out needs a folder');
    process.exit(2);
  }
  const siteDir = process.cwd();
  const questions = siteQuestions(siteDir);
  const files = writeQuestionReports(
    questions,
    path.resolve(siteDir, out === -1 ? 'reports' : args[out + 1]!),
  );
  const unpaired = questions.filter(
    ({route, en, zh}) =>
      route !== '' && (en.line === null || zh?.line === null),
  ).length;
  const unmarked = questions.filter(({route}) => route === '').length;
  console.log(
    `report:questions: ${questions.length} open question(s)${unpaired ? ` (${unpaired} marked in one language only)` : ''}${unmarked ? ` (${unmarked} marked on no page)` : ''}: ${files.map((file) => path.relative(siteDir, file)).join(', ')}`,
  );
}
