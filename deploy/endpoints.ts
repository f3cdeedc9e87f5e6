/**
 * The paths below the base URL that a program answers instead of a file:
 * the remote MCP endpoint (deploy/mcp.ts) and reader signals
 * (packages/reader-signals). The Worker runs first on them on Cloudflare
 * (deploy/workers/generate.ts); nginx proxies them to the Node server
 * (deploy/nginx-conf.ts, deploy/node-server.ts). No Node API: the Worker
 * bundles it.
 */
import {FEEDBACK_PATH} from '@paynow-docs/reader-signals/contract';

export {FEEDBACK_PATH};
/** The remote MCP endpoint. */
export const MCP_PATH = 'mcp';
/** Every path a program answers. */
export const ENDPOINT_PATHS = [MCP_PATH, FEEDBACK_PATH] as const;

/** Where nginx finds the Node server that answers them (deploy/node-server.ts): loopback only. */
export const NODE_SERVER = {
  host: '127.0.0.1',
  /** NODE_SERVER_PORT's default. */
  port: 4180,
} as const;

/**
 * The header nginx sets to the client's address on the requests it passes
 * to the Node server (replacing any the client sent); the Node server reads
 * it only on connections from the loopback address.
 */
export const CLIENT_ADDRESS_HEADER = 'X-Real-IP';
