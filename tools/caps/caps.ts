/**
 * The caps table: every named limit where the size of an input multiplies
 * work (spec examples, schema nodes, glossary groups, skill facts, search
 * expansion, MCP reads and responses), in one list. Each package or plugin
 * owns its limits and exports them (publishable packages import no site
 * file); this module imports them and says where each one fails and how.
 * `caps.test.ts` holds every row to a test beside the code that names the
 * limit; `npm run report:caps` prints the table.
 *
 * To add a limit: export it from its package's limits module, add a row here.
 */
import {DOCS_MCP_LIMITS} from '../../packages/docs-mcp/src/limits.ts';

export interface Cap {
  /** The constant's name, as exported and as named in the error. */
  name: string;
  value: number;
  unit: 'bytes' | 'files' | 'characters' | 'nodes' | 'items' | 'terms';
  /** What grows without it. */
  bounds: string;
  /** The file that exports the limit, from the repository root. */
  module: string;
  /** How passing it is reported. */
  failsWith: string;
}

const MCP = 'packages/docs-mcp/src/limits.ts';

export const CAPS: readonly Cap[] = [
  {
    name: 'MAX_FILE_BYTES',
    value: DOCS_MCP_LIMITS.MAX_FILE_BYTES,
    unit: 'bytes',
    bounds:
      'one file the MCP server reads from a site or build, after decompression',
    module: MCP,
    failsWith: 'tool error (JSON-RPC result isError) naming the URL',
  },
  {
    name: 'MAX_QUERY_FILES',
    value: DOCS_MCP_LIMITS.MAX_QUERY_FILES,
    unit: 'files',
    bounds:
      'files one MCP tool call reads (a manifest naming thousands of shards)',
    module: MCP,
    failsWith: 'tool error naming MAX_QUERY_FILES',
  },
  {
    name: 'MAX_QUERY_BYTES',
    value: DOCS_MCP_LIMITS.MAX_QUERY_BYTES,
    unit: 'bytes',
    bounds: 'bytes one MCP tool call reads',
    module: MCP,
    failsWith: 'tool error naming MAX_QUERY_BYTES',
  },
  {
    name: 'MAX_SESSION_FILES',
    value: DOCS_MCP_LIMITS.MAX_SESSION_FILES,
    unit: 'files',
    bounds: 'files one MCP session reads',
    module: MCP,
    failsWith: 'tool error naming MAX_SESSION_FILES',
  },
  {
    name: 'MAX_SESSION_BYTES',
    value: DOCS_MCP_LIMITS.MAX_SESSION_BYTES,
    unit: 'bytes',
    bounds: 'bytes one MCP session reads',
    module: MCP,
    failsWith: 'tool error naming MAX_SESSION_BYTES',
  },
  {
    name: 'MAX_RESPONSE_BYTES',
    value: DOCS_MCP_LIMITS.MAX_RESPONSE_BYTES,
    unit: 'bytes',
    bounds:
      "one MCP response as JSON (the SDK's stdio client drops a session past 10 MiB)",
    module: MCP,
    failsWith:
      'tool error, or JSON-RPC error for a resource, naming MAX_RESPONSE_BYTES',
  },
];

/** The table as Markdown. */
export function capsTable(caps: readonly Cap[] = CAPS): string {
  const rows = caps.map(
    (cap) =>
      `| \`${cap.name}\` | ${cap.value.toLocaleString('en')} ${cap.unit} | ${cap.bounds} | \`${cap.module}\` | ${cap.failsWith} |`,
  );
  return [
    '| Limit | Value | Bounds | Module | Fails with |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}
