/**
 * Where the documentation is read from: a build folder on this machine
 * (offline) or the deployed site (downloads with a timeout). Both answer the
 * same question: the text of a file, by its path below the site's base URL.
 *
 * The site is not trusted: its llms.txt names the paths to read, so every
 * path is checked before a request (no control characters, no encoded `%`,
 * `.` or `..` segments, no backslash, no scheme), the URL made from it must
 * stay on the site's origin and under its base path, redirects are followed
 * by hand with the same check, and a body is cut off while it streams once
 * it passes {@link MAX_BYTES} (after decompression) or the time limit.
 */
import {existsSync} from 'node:fs';
import {open, realpath} from 'node:fs/promises';
import path from 'node:path';
import {DOCS_MCP_LIMITS} from './limits.ts';
import {httpGet, HttpShapeError, type HttpAnswer} from './http.ts';

export interface Origin {
  /** What the server reads, for messages: the folder or the site URL. */
  readonly label: string;
  /**
   * The text of a file below the site's base URL (`llms.txt`,
   * `zh-TW/docs/payment-admin/refund.md`; `` or `zh-TW/` for a home page), or
   * `null` when the site has no such file. Throws {@link OriginError} when the
   * site cannot be read at all or the path leaves the site, or when the file
   * is larger than `maxBytes` (default {@link MAX_BYTES}).
   */
  get(relative: string, maxBytes?: number): Promise<string | null>;
}

/** The site cannot be read (missing folder, network error, timeout, server error, a path or redirect off the site). */
export class OriginError extends Error {}

/** Largest file read: llms-full.txt and the search index are well below it. */
export const MAX_BYTES = DOCS_MCP_LIMITS.MAX_FILE_BYTES;

/** Most redirects followed for one file. */
export const MAX_REDIRECTS = 5;

/** C0 controls, space, DEL and C1 controls: the URL parser strips or rewrites some of them. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0020\u007f-\u009f]/;

/**
 * Why a relative path is not a path inside the site, or `null` when it is:
 * no leading `/`, no control character or space, no percent-encoded `%`
 * (double encoding), no `.` or `..` segment, encoded or not, no backslash,
 * no scheme.
 */
export function unsafePathReason(relative: string): string | null {
  if (CONTROL.test(relative)) return 'it contains a control character or space';
  if (/%25/i.test(relative)) return 'it is percent-encoded twice (%25)';
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return 'its percent-encoding is malformed';
  }
  if (CONTROL.test(decoded)) return 'it contains an encoded control character';
  if (relative.startsWith('/') || decoded.startsWith('/')) {
    return 'it starts with "/"';
  }
  if (/\\/.test(decoded)) return 'it contains a backslash';
  if (/(?:^|\/)\.\.?(?:\/|$)/.test(decoded))
    return 'it has a "." or ".." segment';
  if (/^[a-z][a-z0-9+.-]*:/i.test(decoded)) return 'it has a scheme';
  return null;
}

/** Throws an {@link OriginError} for a path that is not inside the site ({@link unsafePathReason}). */
export function checkRelative(relative: string): void {
  const reason = unsafePathReason(relative);
  if (reason) {
    throw new OriginError(
      `Refused ${JSON.stringify(relative)}: not a path inside the site (${reason}).`,
    );
  }
}

/**
 * A build folder (`build/`), as `npm run build` writes it. A file is read
 * only where it really is inside the folder: a symbolic link anywhere on its
 * path that leads out of the folder is refused.
 */
export function folderOrigin(dir: string): Origin {
  const root = path.resolve(dir);
  return {
    label: root,
    async get(relative, maxBytes = MAX_BYTES) {
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
        const real = await realpath(file);
        const realRoot = await realpath(root);
        if (!real.startsWith(`${realRoot}${path.sep}`)) {
          throw new OriginError(
            `Refused ${relative}: it is a symbolic link out of ${root}.`,
          );
        }
        // The file checked is the file read: opened once, by its real path.
        const handle = await open(real, 'r');
        try {
          const info = await handle.stat();
          if (!info.isFile()) return null;
          if (info.nlink > 1) {
            throw new OriginError(
              `Refused ${relative}: it has ${info.nlink} hard links, and its other names may be outside ${root}.`,
            );
          }
          if (info.size > maxBytes) {
            throw new OriginError(`${file} is larger than ${maxBytes} bytes`);
          }
          return await handle.readFile('utf8');
        } finally {
          await handle.close();
        }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
          if (relative === '' && !existsSync(root)) {
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

export interface SiteOriginOptions {
  /** Longest time for one file, redirects and body included, in milliseconds. */
  timeoutMs?: number;
  /** Largest body, in bytes after decompression (tests). */
  maxBytes?: number;
}

/** The site's base URL from `--site`: http(s), no credentials, query or fragment, ending in `/`. */
export function siteBase(siteUrl: string): URL {
  let base: URL;
  try {
    base = new URL(siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`);
  } catch {
    throw new OriginError(`Not a URL: ${siteUrl}`);
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:') {
    throw new OriginError(`The site URL must be http(s): ${siteUrl}`);
  }
  if (base.username || base.password) {
    throw new OriginError(
      `The site URL must not carry a user name or password.`,
    );
  }
  base.search = '';
  base.hash = '';
  return base;
}

/** Whether a URL is on the site: same origin, under the base path, no credentials. */
export function onSite(url: URL, base: URL): boolean {
  return (
    url.origin === base.origin &&
    url.pathname.startsWith(base.pathname) &&
    !url.username &&
    !url.password
  );
}

/** The body as text, cut off with an error past `maxBytes` (counted as it streams, decompressed). */
async function cappedText(
  response: HttpAnswer,
  url: URL,
  maxBytes: number,
): Promise<string> {
  const length = Number(response.header('content-length') ?? 0);
  if (length > maxBytes) {
    response.discard();
    throw new OriginError(
      `Refused ${url.href}: it is larger than ${maxBytes} bytes.`,
    );
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response.body) {
    total += chunk.byteLength;
    if (total > maxBytes) {
      response.discard();
      throw new OriginError(
        `Refused ${url.href}: its body passed ${maxBytes} bytes (stopped reading).`,
      );
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function networkReason(
  error: unknown,
  timeoutMs: number,
  signal: AbortSignal,
): string {
  const name = (error as Error).name;
  if (signal.aborted || name === 'TimeoutError' || name === 'AbortError') {
    return `no complete answer within ${timeoutMs / 1000} s`;
  }
  if (error instanceof HttpShapeError) return `refused: ${error.message}`;
  const cause = (error as {cause?: {code?: string; message?: string}}).cause;
  return (
    (error as {code?: string}).code ??
    cause?.code ??
    cause?.message ??
    (error as Error).message
  );
}

/** The deployed site at `siteUrl`, its base URL included (`https://docs.example.com/paynow-guideline/`). */
export function siteOrigin(
  siteUrl: string,
  {timeoutMs = 10_000, maxBytes = MAX_BYTES}: SiteOriginOptions = {},
): Origin {
  const base = siteBase(siteUrl);
  return {
    label: base.href,
    async get(relative, maxFileBytes = maxBytes) {
      checkRelative(relative);
      let url = new URL(relative, base);
      if (!onSite(url, base)) {
        throw new OriginError(
          `Refused ${url.href}: it is not under ${base.href}.`,
        );
      }
      // A timer of our own, cleared once the file is read or refused, so
      // nothing of this request is aborted after it has answered.
      const controller = new AbortController();
      const timer = setTimeout(
        () => controller.abort(new DOMException('timeout', 'TimeoutError')),
        timeoutMs,
      );
      const {signal} = controller;
      try {
        for (let redirects = 0; ; redirects++) {
          const response = await httpGet(url, {
            signal,
            headers: {accept: '*/*', 'accept-encoding': 'gzip, deflate, br'},
          });
          if (response.status >= 300 && response.status < 400) {
            response.discard();
            const location = response.header('location');
            if (!location) {
              throw new OriginError(
                `The docs site answered HTTP ${response.status} without a Location for ${url.href}.`,
              );
            }
            const next = new URL(location, url);
            if (!onSite(next, base)) {
              throw new OriginError(
                `Refused the redirect from ${url.href} to ${next.href}: it leaves ${base.href}.`,
              );
            }
            if (redirects >= MAX_REDIRECTS) {
              throw new OriginError(
                `Refused ${url.href}: more than ${MAX_REDIRECTS} redirects.`,
              );
            }
            url = next;
            continue;
          }
          if (response.status < 200 || response.status > 299) {
            response.discard();
            if (response.status === 404) return null;
            throw new OriginError(
              `The docs site answered HTTP ${response.status} for ${url.href}.`,
            );
          }
          return await cappedText(
            response,
            url,
            Math.min(maxBytes, maxFileBytes),
          );
        }
      } catch (error) {
        if (error instanceof OriginError) throw error;
        throw new OriginError(
          `Cannot reach the docs site at ${base.href} (${url.href}: ${networkReason(error, timeoutMs, signal)}).`,
        );
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
