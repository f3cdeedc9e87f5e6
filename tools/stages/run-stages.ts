/**
 * `node --import jiti/register tools/stages/run-stages.ts 'npm run a' 'npm run b' …`:
 * runs the commands side by side (stages.ts), prints each one's output as a
 * block when it ends, and exits with the first failure's code, the others
 * stopped.
 */
import {exitCode, runStages, stageBlock} from './stages.ts';

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error(
    "Usage: node --import jiti/register tools/stages/run-stages.ts 'npm run a' 'npm run b' …",
  );
  process.exit(2);
}
const results = await runStages(commands, (result) =>
  process.stdout.write(stageBlock(result)),
);
process.exitCode = exitCode(results);
