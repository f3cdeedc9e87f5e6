/**
 * Which engine the HTTP checks run against: nginx (default) or workerd
 * (`HTTP_ENGINE=workerd`, Cloudflare's runtime through `wrangler dev`,
 * offline). The checks are the same on both; every intended difference is
 * listed once in {@link DIFFERENCES} with its reason, and a check that
 * holds on one engine only names the difference it depends on
 * ({@link onlyOn}); deploy/checks/workers/differences.ts tests each one as
 * the other engine does it.
 */
import {startNginx, type NginxProcess} from '../nginx-process.ts';
import {startWorkers} from '../workers/process.ts';

export const ENGINES = ['nginx', 'workerd'] as const;

export type Engine = (typeof ENGINES)[number];

/**
 * The engine an environment variable names (`HTTP_ENGINE`, `BENCH_ENGINE`):
 * nginx when it is unset or empty; a name that is not an engine is refused,
 * so a typo never measures or checks nginx in its place.
 */
export function parseEngine(
  variable: string,
  value: string | undefined,
): Engine {
  if (!value) return 'nginx';
  if ((ENGINES as readonly string[]).includes(value)) return value as Engine;
  throw new Error(
    `${variable}=${JSON.stringify(value)} is not an engine: use ${ENGINES.join(' or ')}.`,
  );
}

export const ENGINE: Engine = parseEngine(
  'HTTP_ENGINE',
  process.env.HTTP_ENGINE,
);

/** Where the engines differ on purpose, and why. */
export const DIFFERENCES = {
  compression:
    'The edge compresses by itself and cannot send precompressed files: no .gz/.br is uploaded (.assetsignore), the Accept-Encoding negotiation is the edge’s.',
  tls: 'Cloudflare terminates TLS (the Worker is served over HTTPS only): locally the Worker serves plain HTTP, with no TLS server of ours, and sends HSTS on every answer as nginx’s HTTPS server does (the Worker on its own answers, `_headers` on the platform’s); nginx’s plain-HTTP server sends none.',
  connectionLimits:
    'Connection, rate and slow-client limits are the platform’s (its network, and the free plan’s daily allowance of Worker requests), not a per-address limit of ours.',
  protocol:
    'The Server header, answers to malformed HTTP (overlong request line or header, two Host headers) and Range requests are the platform’s: no Server header, and a Range request is answered whole.',
  urlNormalisation:
    'The platform resolves dot segments, merges slashes and decodes %2F before routing: such a URL reaches the file of its clean form (never a file outside the build) instead of 400 or a 301.',
  assetOnlyRoutes:
    'Hashed files, images and text files are answered by the platform alone, never the Worker: a wrong method there gets the platform’s answer.',
  mediaTypes:
    'Media types are the platform’s: SVG is sent as image/svg+xml without a charset.',
  clientAddress:
    'The client’s address (hashed for the rate limit of reader signals) is CF-Connecting-IP, which Cloudflare’s edge sets on every request; locally wrangler dev passes the header as sent, so the checks send one. nginx passes the connection’s own address to the Node server (X-Real-IP), so the checks connect from several loopback addresses.',
  storage:
    'Reader signals are stored in D1 on Cloudflare, whose durability is the platform’s (no process of ours to restart), and in SQLite on disk beside nginx, where a restart of the Node server is checked to lose nothing acknowledged and the retention purge runs at its start (on Cloudflare a daily cron trigger runs it, locally through /cdn-cgi/local/scheduled).',
  endpointDown:
    'Only nginx has a server behind it that can be down: while the Node server restarts, nginx answers the feedback and MCP paths 503 itself (in their JSON) and the site keeps serving; in the Worker the handler is in the same process.',
} as const;

/** The Server header each engine sends (a difference: protocol). */
export const SERVER_HEADER = ENGINE === 'nginx' ? 'nginx' : undefined;
/** HSTS over plain HTTP (a difference: tls): the Worker always sends it, nginx only over HTTPS. */
export const HSTS_OVER_HTTP =
  ENGINE === 'nginx' ? undefined : 'max-age=63072000; includeSubDomains';
/** The SVG media type each engine sends (a difference: mediaTypes). */
export const SVG_TYPE =
  ENGINE === 'nginx' ? 'image/svg+xml; charset=utf-8' : 'image/svg+xml';

export type Difference = keyof typeof DIFFERENCES;

/** node:test options: skip on the other engine, naming the difference. */
export function onlyOn(
  engine: Engine,
  difference: Difference,
): {skip?: string} {
  return ENGINE === engine
    ? {}
    : {skip: `${ENGINE}: ${difference} (${DIFFERENCES[difference]})`};
}

/** The site's server on the chosen engine; `tls` on nginx only. */
export function startServer(options: {
  dir?: string;
  tls?: {certificate: string; certificateKey: string};
  /** Where reader signals are stored (default: a temporary folder). */
  data?: string;
}): Promise<NginxProcess> {
  return ENGINE === 'workerd'
    ? startWorkers({dir: options.dir, trace: true, data: options.data})
    : startNginx(options);
}
