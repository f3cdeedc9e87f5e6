/**
 * The remote MCP endpoint, `<baseUrl>mcp` on the site's Worker: Streamable
 * HTTP, stateless (a fresh server per request, no session id), read-only,
 * JSON answers. The tools and answers are the stdio server's
 * (packages/docs-mcp, createDocsServer), reading the deployed build's own
 * files (llms.txt, the search index, each page's Markdown) through the
 * assets binding.
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
import {assetsOrigin} from '../../packages/docs-mcp/src/assets-origin.ts';
import {createDocsServer} from '../../packages/docs-mcp/src/server.ts';

export const MCP_LIMITS = {
  /** Largest request body: a tool call is a few hundred bytes. */
  maxBodyBytes: 64 * 1024,
  /** Largest response text, as JSON. */
  maxResponseBytes: 2 * 1024 * 1024,
  /** Longest a request may run. */
  timeoutMs: 10_000,
} as const;

export interface McpEnv {
  ASSETS: {fetch: (request: Request | string) => Promise<Response>};
  BASE_URL: string;
  /** Extra allowed browser origins, comma-separated (optional). */
  MCP_ALLOWED_ORIGINS?: string;
}

const CORS_HEADERS = {
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers':
    'Content-Type, Accept, Mcp-Protocol-Version, Mcp-Session-Id, Last-Event-ID',
  'Access-Control-Expose-Headers': 'Mcp-Protocol-Version, Mcp-Session-Id',
  'Access-Control-Max-Age': '600',
};

/** A JSON-RPC error answer with its HTTP status. */
function rpcError(
  status: number,
  code: number,
  message: string,
  headers: HeadersInit = {},
): Response {
  return new Response(
    JSON.stringify({jsonrpc: '2.0', error: {code, message}, id: null}),
    {
      status,
      headers: {
        'Content-Type': 'application/json',
        'Cache-Control': 'no-store',
        ...headers,
      },
    },
  );
}

/** The request's Origin when allowed, `undefined` when absent, `false` when refused. */
function allowedOrigin(
  request: Request,
  env: McpEnv,
): string | undefined | false {
  const origin = request.headers.get('Origin');
  if (origin === null) return undefined;
  const allowed = [
    new URL(request.url).origin,
    ...(env.MCP_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  ];
  return allowed.includes(origin) ? origin : false;
}

/** The body as text, or null when it passes `max` bytes. */
async function cappedBody(request: Request, max: number) {
  const declared = Number(request.headers.get('Content-Length') ?? 0);
  if (declared > max) return null;
  const reader = request.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

async function answer(
  request: Request,
  env: McpEnv,
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
  const body = await cappedBody(request, MCP_LIMITS.maxBodyBytes);
  if (body === null) {
    return rpcError(
      413,
      -32600,
      `Request body larger than ${MCP_LIMITS.maxBodyBytes} bytes.`,
      cors,
    );
  }
  let message: unknown;
  try {
    message = JSON.parse(body);
  } catch {
    return rpcError(400, -32700, 'Parse error: the body is not JSON.', cors);
  }
  const site = new URL(env.BASE_URL, request.url).href;
  const server = createDocsServer(assetsOrigin(env.ASSETS, site), {
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
export async function serveMcp(request: Request, env: McpEnv) {
  const origin = allowedOrigin(request, env);
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
    return await Promise.race([answer(request, env, cors), timeout]);
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
