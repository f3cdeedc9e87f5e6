/**
 * Where the documentation is read from: a build folder on this machine
 * (offline) or the deployed site (downloads with a timeout). Both answer the
 * same question: the text of a file, by its path below the site's base URL.
 */
import {readFile, stat} from 'node:fs/promises';
import path from 'node:path';

export interface Origin {
  /** What the server reads, for messages: the folder or the site URL. */
  readonly label: string;
  /**
   * The text of a file below the site's base URL (`llms.txt`,
   * `zh-TW/docs/payment-admin/refund.md`; `` or `zh-TW/` for a home page), or
   * `null` when the site has no such file. Throws {@link OriginError} when the
   * site cannot be read at all.
   */
  get(relative: string): Promise<string | null>;
}

/** The site cannot be read (missing folder, network error, timeout, server error). */
export class OriginError extends Error {}

/** Largest file read: llms-full.txt and the search index are well below it. */
export const MAX_BYTES = 32 * 1024 * 1024;

/** A relative path that stays below the base: no `..`, no backslash, no NUL, no scheme. */
function checkRelative(relative: string): void {
  if (
    relative.startsWith('/') ||
    /(?:^|\/)\.\.?(?:\/|$)|\\|\0/.test(relative) ||
    /^[a-z][a-z0-9+.-]*:/i.test(relative)
  ) {
    throw new OriginError(`Not a path inside the site: ${relative}`);
  }
}

/** A build folder (`build/`), as `npm run build` writes it. */
export function folderOrigin(dir: string): Origin {
  const root = path.resolve(dir);
  return {
    label: root,
    async get(relative) {
      checkRelative(relative);
      const file = path.join(
        root,
        relative === '' || relative.endsWith('/')
          ? `${relative}index.html`
          : relative,
      );
      if (!file.startsWith(`${root}${path.sep}`)) {
        throw new OriginError(`Not a path inside the site: ${relative}`);
      }
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        if (info.size > MAX_BYTES) {
          throw new OriginError(`${file} is larger than ${MAX_BYTES} bytes`);
        }
        return await readFile(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
          if (relative === '' && !(await exists(root))) {
            throw new OriginError(
              `No build folder at ${root}: run \`npm run build\` first, or give --site <URL>.`,
            );
          }
          return null;
        }
        throw error;
      }
    },
  };
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

export interface SiteOriginOptions {
  /** Longest wait for one download, in milliseconds. */
  timeoutMs?: number;
  /** The fetch to use (tests). */
  fetch?: typeof fetch;
}

/** The deployed site at `siteUrl`, its base URL included (`https://docs.example.com/paynow-guideline/`). */
export function siteOrigin(
  siteUrl: string,
  {timeoutMs = 10_000, fetch: fetchImpl = fetch}: SiteOriginOptions = {},
): Origin {
  let base: URL;
  try {
    base = new URL(siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`);
  } catch {
    throw new OriginError(`Not a URL: ${siteUrl}`);
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:') {
    throw new OriginError(`The site URL must be http(s): ${siteUrl}`);
  }
  base.search = '';
  base.hash = '';
  return {
    label: base.href,
    async get(relative) {
      checkRelative(relative);
      const url = new URL(relative, base);
      let response: Response;
      try {
        response = await fetchImpl(url, {
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'follow',
          headers: {accept: '*/*'},
        });
      } catch (error) {
        const reason =
          (error as Error).name === 'TimeoutError'
            ? `no answer within ${timeoutMs / 1000} s`
            : ((error as {cause?: {code?: string; message?: string}}).cause
                ?.code ??
              (error as {cause?: {message?: string}}).cause?.message ??
              (error as Error).message);
        throw new OriginError(
          `Cannot reach the docs site at ${base.href} (${url.href}: ${reason}).`,
        );
      }
      if (response.status === 404) return null;
      if (!response.ok) {
        throw new OriginError(
          `The docs site answered HTTP ${response.status} for ${url.href}.`,
        );
      }
      const length = Number(response.headers.get('content-length') ?? 0);
      if (length > MAX_BYTES) {
        throw new OriginError(`${url.href} is larger than ${MAX_BYTES} bytes`);
      }
      return response.text();
    },
  };
}
