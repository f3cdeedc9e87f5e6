import path from 'node:path';
import {readFile, realpath} from 'node:fs/promises';
import {fileURLToPath} from 'node:url';
import {LineCounter, parseDocument, visit} from 'yaml';

/**
 * What a spec may reach at build time: the files inside its own folder (after
 * following symbolic links), never the network or the rest of the disk. The
 * build publishes what a `$ref` pulls in (in pages and in `openapi.json`), so a
 * `$ref` to `/proc/self/environ` or to an internal URL would publish secrets.
 */

/** A refused or broken spec file: the file and the JSON pointer where it happens. */
export class RefError extends Error {
  readonly specFile: string;
  readonly pointer: string;
  constructor(specFile: string, pointer: string, reason: string) {
    super(reason);
    this.name = 'RefError';
    this.specFile = specFile;
    this.pointer = pointer;
  }
}

/**
 * How far YAML aliases may expand (the `yaml` package's count of resolved
 * alias nodes). A spec has no use for many aliases; an alias "bomb" of a few
 * hundred bytes otherwise expands to billions of nodes downstream.
 */
export const MAX_YAML_ALIASES = 100;

/** Escapes one JSON-pointer token (RFC 6901). */
export function pointerToken(token: string | number): string {
  return String(token).replace(/~/g, '~0').replace(/\//g, '~1');
}

function isInside(folder: string, file: string): boolean {
  const relative = path.relative(folder, file);
  return (
    relative !== '' &&
    !relative.startsWith(`..${path.sep}`) &&
    relative !== '..' &&
    !path.isAbsolute(relative)
  );
}

/** Parses a spec file (YAML or JSON) with YAML aliases capped. */
export function parseSpecText(text: string, file: string): unknown {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, {lineCounter, prettyErrors: false});
  const lineOf = (offset: number | undefined) =>
    offset === undefined ? '' : ` (line ${lineCounter.linePos(offset).line})`;
  const [error] = document.errors;
  if (error) {
    throw new RefError(file, '/', `${error.message}${lineOf(error.pos[0])}`);
  }
  try {
    return document.toJS({maxAliasCount: MAX_YAML_ALIASES});
  } catch (error) {
    let firstAlias: number | undefined;
    visit(document, {
      Alias(_, node) {
        firstAlias = node.range?.[0];
        return visit.BREAK;
      },
    });
    throw new RefError(
      file,
      '/',
      `YAML aliases expand too far (${(error as Error).message})${lineOf(firstAlias)}: a spec needs no more than ${MAX_YAML_ALIASES} alias expansions`,
    );
  }
}

/**
 * The real path of a file a `$ref` names, if it is inside `folder`; else a
 * `RefError` at `pointer` of `fromFile`.
 */
async function allowedFile(
  folder: string,
  target: string,
  ref: string,
  fromFile: string,
  pointer: string,
): Promise<string> {
  let real: string;
  try {
    real = await realpath(target);
  } catch {
    // A missing file is reported by the parser where the `$ref` is written.
    real = path.resolve(target);
  }
  if (!isInside(folder, real)) {
    throw new RefError(
      fromFile,
      pointer,
      `$ref ${ref} is outside the spec's folder (${folder}): a spec reads only its own files`,
    );
  }
  return real;
}

/** Where a `$ref` points: a file path, or a URL that is never fetched. */
function refTarget(
  ref: string,
  fromFile: string,
): {file: string} | {url: string} {
  const withoutHash = ref.split('#')[0];
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(withoutHash)?.[1]?.toLowerCase();
  if (scheme === 'file') {
    return {file: fileURLToPath(withoutHash)};
  }
  if (scheme && scheme.length > 1) {
    return {url: withoutHash};
  }
  return {file: path.resolve(path.dirname(fromFile), decodeURI(withoutHash))};
}

/**
 * Follows every external `$ref` from the spec file before any parser does and
 * refuses one that leaves the spec's folder or names a URL. Also parses each
 * file once with YAML aliases capped. Errors name the file that holds the
 * `$ref` (relative to `siteDir`) and its JSON pointer.
 */
export async function checkExternalRefs(
  specPath: string,
  siteDir: string,
): Promise<void> {
  const folder = await realpath(path.dirname(specPath));
  const shown = (file: string) => path.relative(siteDir, file) || file;
  const visited = new Set<string>();
  const queue: string[] = [await realpath(specPath).catch(() => specPath)];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (visited.has(file)) {
      continue;
    }
    visited.add(file);
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if (visited.size === 1) {
        throw new RefError(
          shown(file),
          '/',
          `Error opening file: ${(error as Error).message}`,
        );
      }
      // A missing referenced file: reported by the parser where the `$ref` is written.
      continue;
    }
    const document = parseSpecText(text, shown(file));
    const stack: [unknown, string][] = [[document, '']];
    while (stack.length > 0) {
      const [node, pointer] = stack.pop()!;
      if (!node || typeof node !== 'object') {
        continue;
      }
      const ref = (node as {$ref?: unknown}).$ref;
      if (typeof ref === 'string' && !ref.startsWith('#')) {
        const target = refTarget(ref, file);
        if ('url' in target) {
          throw new RefError(
            shown(file),
            pointer || '/',
            `$ref ${ref} is not fetched: a spec reads only files inside its own folder`,
          );
        }
        queue.push(
          await allowedFile(
            folder,
            target.file,
            ref,
            shown(file),
            pointer || '/',
          ),
        );
      }
      for (const [key, value] of Object.entries(node)) {
        stack.push([value, `${pointer}/${pointerToken(key)}`]);
      }
    }
  }
}

/**
 * swagger-parser options with the same rule, as a second line of defence:
 * files only from inside the spec's folder, no HTTP resolver, YAML with
 * aliases capped.
 */
export function refParserOptions(specPath: string) {
  const folderPromise = realpath(path.dirname(specPath));
  return {
    parse: {
      yaml: {
        order: 200,
        canParse: ['.yaml', '.yml', '.json'],
        parse: (file: {url: string; data: Buffer | string}) =>
          parseSpecText(String(file.data), file.url),
      },
    },
    resolve: {
      http: false,
      file: {
        order: 100,
        canRead: true,
        async read(file: {url: string}): Promise<Buffer> {
          const folder = await folderPromise;
          const target = /^file:/i.test(file.url)
            ? fileURLToPath(file.url)
            : /^[a-z][a-z0-9+.-]+:/i.test(file.url)
              ? undefined
              : decodeURI(file.url);
          if (target === undefined) {
            throw new RefError(
              file.url,
              '/',
              `${file.url} is not fetched: a spec reads only files inside its own folder`,
            );
          }
          const real = await allowedFile(
            folder,
            target,
            file.url,
            file.url,
            '/',
          );
          try {
            return await readFile(real);
          } catch (error) {
            throw new Error(
              `Error opening file ${real}: ${(error as Error).message}`,
            );
          }
        },
      },
    },
  };
}
