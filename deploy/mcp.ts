/**
 * The remote MCP endpoint, `<baseUrl>mcp`, as the Cloudflare Worker
 * (deploy/workers/worker.ts) and the Node server behind nginx
 * (deploy/node-server.ts) both answer it: Streamable HTTP, stateless (a
 * fresh server per request, no session id), read-only, JSON answers. The
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
import {WebStandardStreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import {readCapped} from '@paynow-docs/reader-signals/body';
import type {Origin} from '../packages/docs-mcp/src/origin.ts';
import {createDocsServer} from '../packages/docs-mcp/src/server.ts';

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

/** A JSON-RPC error object without an id, as text. */
export function rpcErrorBody(code: number, message: string): string {
  return JSON.stringify({jsonrpc: '2.0', error: {code, message}, id: null});
}

/** A JSON-RPC error answer with its HTTP status. */
function rpcError(
  status: number,
  code: number,
  message: string,
  headers: HeadersInit = {},
): Response {
  return new Response(rpcErrorBody(code, message), {
    status,
    headers: {
      'Content-Type': 'application/json',
      'Cache-Control': 'no-store',
      ...headers,
    },
  });
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
  const site = new URL(options.baseUrl, request.url).href;
  const server = createDocsServer(options.origin(site), {
    maxResponseBytes: MCP_LIMITS.maxResponseBytes,
  });
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  await server.connect(transport);
  const forwarded = new Request(request.url, {
    method: 'POST',
    headers: request.headers,
    body,
  });
  const response = await transport.handleRequest(forwarded, {
    parsedBody: message,
  });
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(cors)) headers.set(name, value);
  headers.set('Cache-Control', 'no-store');
  return new Response(response.body, {status: response.status, headers});
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
