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
