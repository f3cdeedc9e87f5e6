/** The remote MCP endpoint's path below the base URL (deploy/workers/mcp.ts). */
export const MCP_PATH = 'mcp';
