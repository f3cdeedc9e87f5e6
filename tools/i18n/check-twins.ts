/**
 * `npm run lint:twins`: every English guide (`docs/**.mdx`) has its zh-TW
 * twin under `i18n/zh-TW/docusaurus-plugin-content-docs/current/`, with every
 * Chinese label and heading id of the English page (./twins.ts).
 * Prints one line per problem and exits 1 when there is any.
 */
import {checkTwins} from './twins.ts';

const problems = checkTwins(process.cwd());
for (const problem of problems) console.error(problem);
if (problems.length > 0) {
  console.error(`lint:twins: ${problems.length} problem(s).`);
  process.exit(1);
}
console.log(
  'lint:twins: every guide has its zh-TW twin with the same labels and heading ids.',
);
