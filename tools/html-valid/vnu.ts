/**
 * The W3C Nu HTML checker (vnu-jar, on Java) over every page of a built
 * site: one Java process for the whole folder, so the run takes seconds.
 * Each problem is a line `file:line:column: message`.
 */
import {spawnSync} from 'node:child_process';
import {createRequire} from 'node:module';
import path from 'node:path';

/**
 * Messages the checker would report that this site accepts, each with why.
 * Empty: every page of the build is valid as the checker reads it.
 */
export const ACCEPTED: readonly {pattern: RegExp; why: string}[] = [];

interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
}

/** Path of vnu.jar (the package's main export). */
const VNU_JAR: string = createRequire(import.meta.url)('vnu-jar');

/**
 * Problems of the HTML files under `folder` (other files are skipped), or of
 * the HTML files listed: errors only (the checker's warnings are advice),
 * less the `ACCEPTED` ones.
 */
export function htmlProblems(targets: readonly string[]): string[] {
  const run = spawnSync(
    'java',
    [
      '-Xss4m',
      '-jar',
      VNU_JAR,
      '--errors-only',
      '--skip-non-html',
      '--format',
      'json',
      ...targets,
    ],
    {encoding: 'utf8', maxBuffer: 256 * 1024 * 1024},
  );
  if (run.error) {
    throw new Error(
      `Could not run the HTML checker (java -jar ${VNU_JAR}): ${run.error.message}; install Java (sudo apt-get install default-jre-headless).`,
    );
  }
  let messages: NuMessage[];
  try {
    ({messages} = JSON.parse(run.stderr) as {messages: NuMessage[]});
  } catch {
    throw new Error(
      `The HTML checker exited ${run.status} without its JSON report:\n${run.stderr.slice(0, 2000)}`,
    );
  }
  return messages
    .filter(
      (message) => message.type === 'error' || message.subType === 'fatal',
    )
    .filter(({message}) => !ACCEPTED.some(({pattern}) => pattern.test(message)))
    .map((message) => {
      const file = message.url
        ? path.relative(process.cwd(), new URL(message.url).pathname)
        : '(no file)';
      return `${file}:${message.lastLine ?? 0}:${message.firstColumn ?? message.lastColumn ?? 0}: ${message.message}`;
    });
}
