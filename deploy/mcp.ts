/**
 * The remote MCP endpoint, `<baseUrl>mcp`, as the Cloudflare Worker
 * (deploy/workers/worker.ts) and the Node server behind nginx
 * (deploy/node-server.ts) both answer it: Streamable HTTP, stateless (a
 * fresh server per request, no session id), read-only, JSON answers, in both
 * protocol eras (packages/docs-mcp/src/identity.ts): a 2026-07-28 request
 * (its `_meta` envelope names the revision; `server/discover` first) goes to
 * the SDK's createMcpHandler, a 2025 one (`initialize`, then one request per
 * call) to a stateless Streamable HTTP transport; a version we do not speak
 * is HTTP 400 with `-32022` in either era, and a JSON-RPC batch is refused
 * (packages/docs-mcp/src/batch.ts). `<baseUrl>mcp/server-card` is the
 * server card (the same identity as `server/discover`). The
 * tools and answers are the stdio server's (packages/docs-mcp,
 * createDocsServer), reading the deployed build's own files (llms.txt, the
 * search index, each page's Markdown) from the origin the engine gives: the
 * assets binding in the Worker, the build folder on disk in Node.
 *
 * Limits: a request body of at most {@link MCP_LIMITS}.maxBodyBytes, a
 * response text of at most maxResponseBytes, timeoutMs per request. Browser
 * callers: any `Origin` is refused with 403 unless it is the site's own or
 * listed in MCP_ALLOWED_ORIGINS (the MCP specification asks servers to
 * validate Origin); the public data needs no credentials, so CORS answers
 * name the allowed origin and never allow credentials. Every refusal is a
 * JSON-RPC error object.
 */
import {
  WebStandardStreamableHTTPServerTransport,
  createMcpHandler,
  isLegacyRequest,
} from '@modelcontextprotocol/server';
import {readCapped} from '@paynow-docs/reader-signals/body';
import {batchRefusal} from '@paynow/docs-mcp/batch';
import {
  PROTOCOL_VERSIONS,
  SERVER_CARD_TYPE,
  serverCard,
} from '@paynow/docs-mcp/identity';
import {MCP_PATH} from './endpoints.ts';
import type {Origin} from '@paynow/docs-mcp/origin';
import {createDocsServer} from '@paynow/docs-mcp/server';

export const MCP_LIMITS = {
  /** Largest request body: a tool call is a few hundred bytes. */
  maxBodyBytes: 64 * 1024,
  /** Largest response text, as JSON. */
  maxResponseBytes: 2 * 1024 * 1024,
  /** Longest a request may run. */
  timeoutMs: 10_000,
} as const;

export interface McpOptions {
  /** The site's base URL, both slashes. */
  baseUrl: string;
  /** Where the site's files are read, given the site's URL (`https://host/base/`). */
  origin: (siteUrl: string) => Origin;
  /** Extra allowed browser origins, comma-separated (optional). */
  allowedOrigins?: string;
}

const CORS_HEADERS = {
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers':
    'Content-Type, Accept, Mcp-Protocol-Version, Mcp-Session-Id, Last-Event-ID',
  'Access-Control-Expose-Headers': 'Mcp-Protocol-Version, Mcp-Session-Id',
  'Access-Control-Max-Age': '600',
};

/** The JSON-RPC error of a protocol version the server does not speak (MCP 2026-07-28). */
export const UNSUPPORTED_VERSION = -32022;

/** A JSON answer with its HTTP status. */
function json(status: number, value: unknown, headers: HeadersInit): Response {
  return new Response(JSON.stringify(value), {
    status,
    headers: {
      'Content-Type': 'application/json',
      'Cache-Control': 'no-store',
      ...headers,
    },
  });
}

/** A JSON-RPC error object without an id. */
const rpcErrorOf = (code: number, message: string, data?: object) => ({
  jsonrpc: '2.0',
  error: {code, message, ...(data && {data})},
  id: null,
});

/** A JSON-RPC error object without an id, as text. */
export function rpcErrorBody(code: number, message: string): string {
  return JSON.stringify(rpcErrorOf(code, message));
}

/** A JSON-RPC error answer with its HTTP status. */
function rpcError(
  status: number,
  code: number,
  message: string,
  headers: HeadersInit = {},
  data?: object,
): Response {
  return json(status, rpcErrorOf(code, message, data), headers);
}

/** The request's Origin when allowed, `undefined` when absent, `false` when refused. */
function allowedOrigin(
  request: Request,
  options: McpOptions,
): string | undefined | false {
  const origin = request.headers.get('Origin');
  if (origin === null) return undefined;
  const allowed = [
    new URL(request.url).origin,
    ...(options.allowedOrigins ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  ];
  return allowed.includes(origin) ? origin : false;
}

async function answer(
  request: Request,
  options: McpOptions,
  cors: HeadersInit,
): Promise<Response> {
  if (request.method !== 'POST') {
    return rpcError(
      405,
      -32000,
      'Method not allowed: this stateless endpoint takes JSON-RPC messages by POST only (no SSE stream, no session to delete).',
      {...cors, Allow: 'POST, OPTIONS'},
    );
  }
  const bytes = await readCapped(request, MCP_LIMITS.maxBodyBytes);
  if (bytes === null) {
    return rpcError(
      413,
      -32600,
      `Request body larger than ${MCP_LIMITS.maxBodyBytes} bytes.`,
      cors,
    );
  }
  const body = new TextDecoder().decode(bytes);
  let message: unknown;
  try {
    message = JSON.parse(body);
  } catch {
    return rpcError(400, -32700, 'Parse error: the body is not JSON.', cors);
  }
  const refusal = batchRefusal(message);
  if (refusal) return json(400, refusal, cors);
  const site = new URL(options.baseUrl, request.url).href;
  const factory = () =>
    createDocsServer(options.origin(site), {
      maxResponseBytes: MCP_LIMITS.maxResponseBytes,
    });
  const forwarded = new Request(request.url, {
    method: 'POST',
    headers: request.headers,
    body,
  });
  const response = (await isLegacyRequest(forwarded, message))
    ? await answerLegacy(forwarded, message, factory, cors)
    : // Answers are JSON: the tools send no message before their result.
      await createMcpHandler(factory, {legacy: 'reject'}).fetch(forwarded, {
        parsedBody: message,
      });
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(cors)) headers.set(name, value);
  headers.set('Cache-Control', 'no-store');
  return new Response(response.body, {status: response.status, headers});
}

/**
 * A 2025 request: a fresh server on a stateless transport answering JSON;
 * an `Mcp-Protocol-Version` we do not speak gets the 2026 revision's answer
 * (HTTP 400, `-32022` naming the versions we do).
 */
async function answerLegacy(
  request: Request,
  message: unknown,
  factory: () => ReturnType<typeof createDocsServer>,
  cors: HeadersInit,
): Promise<Response> {
  const version = request.headers.get('Mcp-Protocol-Version');
  if (
    version !== null &&
    !(PROTOCOL_VERSIONS as readonly string[]).includes(version)
  ) {
    return rpcError(
      400,
      UNSUPPORTED_VERSION,
      `Unsupported protocol version: ${version}`,
      cors,
      {supported: [...PROTOCOL_VERSIONS], requested: version},
    );
  }
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  await factory().connect(transport);
  return transport.handleRequest(request, {parsedBody: message});
}

/** Answers a request to the MCP endpoint; never throws. */
export async function serveMcp(request: Request, options: McpOptions) {
  const origin = allowedOrigin(request, options);
  if (origin === false) {
    return rpcError(
      403,
      -32000,
      `Origin ${request.headers.get('Origin')} is not allowed to call this MCP server.`,
    );
  }
  const cors: Record<string, string> = origin
    ? {...CORS_HEADERS, 'Access-Control-Allow-Origin': origin, Vary: 'Origin'}
    : {};
  if (request.method === 'OPTIONS') {
    return new Response(null, {status: 204, headers: cors});
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<Response>((resolve) => {
    timer = setTimeout(
      () =>
        resolve(
          rpcError(
            504,
            -32603,
            `The request took longer than ${MCP_LIMITS.timeoutMs / 1000} s.`,
            cors,
          ),
        ),
      MCP_LIMITS.timeoutMs,
    );
  });
  try {
    return await Promise.race([answer(request, options, cors), timeout]);
  } catch (error) {
    return rpcError(
      500,
      -32603,
      `Internal error: ${(error as Error).message}`,
      cors,
    );
  } finally {
    clearTimeout(timer);
  }
}

/** How long anyone may keep the server card (the card extension's advice). */
export const SERVER_CARD_CACHE = 'public, max-age=3600';

/** CORS of the server card: public, read-only metadata, so any origin. */
const CARD_CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, If-None-Match',
  'Access-Control-Expose-Headers': 'ETag',
};

/** A strong ETag of `text`: its SHA-256, quoted. */
async function strongEtag(text: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(text),
  );
  const hex = [...new Uint8Array(digest)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
  return `"${hex.slice(0, 32)}"`;
}

/**
 * `<baseUrl>mcp/server-card`: the endpoint's MCP server card
 * (packages/docs-mcp/src/identity.ts, the identity `server/discover`
 * answers with), for any origin, kept an hour, revalidated by its ETag.
 */
export async function serveServerCard(
  request: Request,
  {baseUrl}: Pick<McpOptions, 'baseUrl'>,
): Promise<Response> {
  if (request.method === 'OPTIONS') {
    return new Response(null, {status: 204, headers: CARD_CORS});
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response(
      'Method not allowed: the server card is read with GET.\n',
      {
        status: 405,
        headers: {
          ...CARD_CORS,
          Allow: 'GET, HEAD, OPTIONS',
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-store',
        },
      },
    );
  }
  const site = new URL(baseUrl, request.url).href;
  const body = `${JSON.stringify(serverCard(new URL(MCP_PATH, site).href, site), null, 2)}\n`;
  const etag = await strongEtag(body);
  const headers = {
    ...CARD_CORS,
    'Content-Type': SERVER_CARD_TYPE,
    'Cache-Control': SERVER_CARD_CACHE,
    ETag: etag,
  };
  const known = request.headers.get('If-None-Match');
  if (
    known?.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')
  ) {
    return new Response(null, {status: 304, headers});
  }
  return new Response(request.method === 'HEAD' ? null : body, {
    status: 200,
    headers,
  });
}
