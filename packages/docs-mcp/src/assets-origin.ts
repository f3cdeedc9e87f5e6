/**
 * A site read through a fetch-style binding, such as a Cloudflare Worker's
 * assets binding: the deployed build's own files, answered by the platform
 * without leaving it. Paths are checked as for the other origins
 * ({@link checkRelative}); a body past `maxBytes` is an error.
 */
import {checkRelative, OriginError, type Origin} from './origin.ts';
import {DOCS_MCP_LIMITS} from './limits.ts';

/** What the reader needs of the binding: a fetch of a URL. */
export interface AssetFetcher {
  fetch(url: string): Promise<Response>;
}

/**
 * The site at `siteUrl` (its origin and base path, e.g.
 * `https://docs.example/paynow-guideline/`) read through `assets`.
 */
export function assetsOrigin(assets: AssetFetcher, siteUrl: string): Origin {
  const base = new URL(siteUrl);
  return {
    label: base.href,
    async get(relative, maxBytes = DOCS_MCP_LIMITS.MAX_FILE_BYTES) {
      checkRelative(relative);
      const response = await assets.fetch(new URL(relative, base).href);
      if (response.status !== 200) {
        await response.body?.cancel();
        if (response.status === 404) return null;
        throw new OriginError(
          `${base.href}${relative} answered ${response.status}.`,
        );
      }
      const length = Number(response.headers.get('Content-Length') ?? 0);
      if (length > maxBytes) {
        await response.body?.cancel();
        throw new OriginError(
          `${base.href}${relative} is larger than ${maxBytes} bytes.`,
        );
      }
      const text = await response.text();
      if (new TextEncoder().encode(text).length > maxBytes) {
        throw new OriginError(
          `${base.href}${relative} is larger than ${maxBytes} bytes.`,
        );
      }
      return text;
    },
  };
}
