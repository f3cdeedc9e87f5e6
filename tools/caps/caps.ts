/**
 * The caps table: every named limit where the size of an input multiplies
 * work (spec examples, schema nodes, glossary groups, skill facts, search
 * expansion, MCP reads and responses), or where waiting on something that
 * may never come would hold the reader (the keys the page loader holds for
 * the app), in one list. Each package or plugin
 * owns its limits and exports them (publishable packages import no site
 * file); this module imports them and says where each one fails and how.
 * `caps.test.ts` holds every row to a test beside the code that names the
 * limit; `npm run report:caps` prints the table.
 *
 * To add a limit: export it from its package's limits module, add a row here.
 */
import {DOCS_MCP_LIMITS} from '@paynow/docs-mcp/limits';
import {LIMITS as SIGNAL_LIMITS} from '@paynow-docs/reader-signals/contract';
import {SQLITE_LIMITS} from '@paynow-docs/reader-signals/sqlite';
import {LIMITS as WORKERS_LIMITS} from '../../deploy/workers/generate.ts';
import {MCP_LIMITS} from '../../deploy/mcp.ts';
import {
  MAX_EXPANSIONS,
  MAX_SYNONYM_GROUP,
  MAX_SYNONYM_WORDS,
} from '@paynow-docs/search-engine/limits';
import {MAX_YAML_ALIASES} from '@paynow-docs/api-reference/refs';
import {
  MAX_DOCUMENT_NODES,
  MAX_EXAMPLE_VALUES,
  MAX_OPERATION_NODES,
  MAX_SAMPLE_ITEMS,
  MAX_SAMPLE_LENGTH,
} from '@paynow-docs/api-reference/spec';
import {MAX_PAGE_DATA_BYTES} from '@paynow-docs/api-reference/write';
import {MAX_FACT_CHARACTERS} from '@paynow-docs/markdown-export/facts';
import {MAX_SKILL_BYTES} from '@paynow-docs/markdown-export/skills';
import {REPLAY_HOLD_MS} from '@paynow-docs/fast-load/ssrTemplate';

export interface Cap {
  /** The constant's name, as exported and as named in the error. */
  name: string;
  value: number;
  unit:
    | 'bytes'
    | 'files'
    | 'posts'
    | 'days'
    | 'milliseconds'
    | 'characters'
    | 'nodes'
    | 'items'
    | 'values'
    | 'terms'
    | 'aliases'
    | 'messages';
  /** What grows without it. */
  bounds: string;
  /** The file that exports the limit, from the repository root. */
  module: string;
  /** How passing it is reported. */
  failsWith: string;
}

const MCP = 'packages/docs-mcp/src/limits.ts';
const SIGNALS = 'packages/reader-signals/contract.ts';
const WORKERS = 'deploy/workers/stage.ts';
const SKILLS = 'plugins/markdown-export/skills.ts';
const FACTS = 'plugins/markdown-export/facts.ts';
const SPEC = 'plugins/api-reference/spec.ts';
const SEARCH = 'packages/search-engine/limits.ts';
const SPEC_ERROR = '`spec.yaml#/json/pointer: reason` (build and lint:api)';

export const CAPS: readonly Cap[] = [
  {
    name: 'MAX_EXPANSIONS',
    value: MAX_EXPANSIONS,
    unit: 'terms',
    bounds:
      'indexed terms (heads to read) one query word reaches by prefix and typo',
    module: SEARCH,
    failsWith: 'the best-weighted expansions kept, the rest not read',
  },
  {
    name: 'MAX_SYNONYM_GROUP',
    value: MAX_SYNONYM_GROUP,
    unit: 'terms',
    bounds:
      "words of one glossary group (each reader's table grows with its square)",
    module: SEARCH,
    failsWith:
      '`glossary.yaml:line: id: …` (build and tests); an index past it is refused by name',
  },
  {
    name: 'MAX_SYNONYM_WORDS',
    value: MAX_SYNONYM_WORDS,
    unit: 'terms',
    bounds: 'words of all glossary groups together',
    module: SEARCH,
    failsWith: '`glossary.yaml:line: id: …` at the term that passes it',
  },
  {
    name: 'MAX_FACT_CHARACTERS',
    value: MAX_FACT_CHARACTERS,
    unit: 'characters',
    bounds: 'one fact (or the introduction) a skill quotes from a page',
    module: FACTS,
    failsWith: 'left out of the skill; it stays on its page',
  },
  {
    name: 'MAX_SKILL_BYTES',
    value: MAX_SKILL_BYTES,
    unit: 'bytes',
    bounds: 'one SKILL.md',
    module: SKILLS,
    failsWith: 'build error naming the skill and its size',
  },
  {
    name: 'MAX_YAML_ALIASES',
    value: MAX_YAML_ALIASES,
    unit: 'aliases',
    bounds: 'YAML alias expansions in an OpenAPI spec (billion laughs)',
    module: 'plugins/api-reference/refs.ts',
    failsWith: 'spec file and line of the first alias',
  },
  {
    name: 'MAX_OPERATION_NODES',
    value: MAX_OPERATION_NODES,
    unit: 'nodes',
    bounds: 'schema nodes of one operation once its $refs are followed',
    module: SPEC,
    failsWith: SPEC_ERROR,
  },
  {
    name: 'MAX_DOCUMENT_NODES',
    value: MAX_DOCUMENT_NODES,
    unit: 'nodes',
    bounds: 'schema nodes of all operations together',
    module: SPEC,
    failsWith: SPEC_ERROR,
  },
  {
    name: 'MAX_SAMPLE_ITEMS',
    value: MAX_SAMPLE_ITEMS,
    unit: 'items',
    bounds: 'the minItems one array example is sampled with',
    module: SPEC,
    failsWith: SPEC_ERROR,
  },
  {
    name: 'MAX_SAMPLE_LENGTH',
    value: MAX_SAMPLE_LENGTH,
    unit: 'characters',
    bounds: 'one string of a sampled example (`minLength`)',
    module: SPEC,
    failsWith: SPEC_ERROR,
  },

  {
    name: 'MAX_EXAMPLE_VALUES',
    value: MAX_EXAMPLE_VALUES,
    unit: 'values',
    bounds:
      "values of one operation's sampled examples: each scalar schema times the item counts of the arrays around it, sibling properties added up",
    module: SPEC,
    failsWith: SPEC_ERROR,
  },
  {
    name: 'MAX_PAGE_DATA_BYTES',
    value: MAX_PAGE_DATA_BYTES,
    unit: 'bytes',
    bounds: 'page data of all API operation pages',
    module: 'plugins/api-reference/write.ts',
    failsWith: SPEC_ERROR,
  },
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
    name: 'MAX_CONTENT_CODINGS',
    value: DOCS_MCP_LIMITS.MAX_CONTENT_CODINGS,
    unit: 'items',
    bounds: 'content-codings (decoders) of one response from a site',
    module: MCP,
    failsWith: 'tool error naming MAX_CONTENT_CODINGS',
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
    name: 'MAX_INDEX_MEMORY_BYTES',
    value: DOCS_MCP_LIMITS.MAX_INDEX_MEMORY_BYTES,
    unit: 'bytes',
    bounds:
      'memory the parsed search files and term states of one MCP server keep across queries (estimated as parsed)',
    module: MCP,
    failsWith:
      'nothing fails: the least recently used files are dropped and read again when needed',
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
  {
    name: 'MAX_MESSAGES_PER_REQUEST',
    value: DOCS_MCP_LIMITS.MAX_MESSAGES_PER_REQUEST,
    unit: 'messages',
    bounds:
      'JSON-RPC messages of one MCP request (HTTP body or stdio line): a batch multiplied one 11 KB request into 26 MB of answers',
    module: MCP,
    failsWith:
      'the whole batch refused with one JSON-RPC error (-32600) naming MAX_MESSAGES_PER_REQUEST; over HTTP, status 400',
  },
  {
    name: 'LIMITS.files',
    value: WORKERS_LIMITS.files,
    unit: 'files',
    bounds: 'files one Cloudflare Workers version uploads (free plan)',
    module: WORKERS,
    failsWith:
      'build error naming the count and the limit (deploy/workers/stage.ts)',
  },
  {
    name: 'LIMITS.fileBytes',
    value: WORKERS_LIMITS.fileBytes,
    unit: 'bytes',
    bounds: 'one file Cloudflare Workers serves',
    module: WORKERS,
    failsWith: 'build error naming the file and its size',
  },
  {
    name: 'MCP_LIMITS.maxBodyBytes',
    value: MCP_LIMITS.maxBodyBytes,
    unit: 'bytes',
    bounds: 'one request body to the remote MCP endpoint',
    module: 'deploy/mcp.ts',
    failsWith: 'HTTP 413 with a JSON-RPC error (-32600)',
  },
  {
    name: 'LIMITS.bodyBytes',
    value: SIGNAL_LIMITS.bodyBytes,
    unit: 'bytes',
    bounds: 'one reader signal posted to `<base>feedback`',
    module: SIGNALS,
    failsWith:
      'HTTP 413 `too-large` (JSON; a form gets a page in its language)',
  },
  {
    name: 'LIMITS.text',
    value: SIGNAL_LIMITS.text,
    unit: 'characters',
    bounds: 'the free text of a rating or a question',
    module: SIGNALS,
    failsWith: 'HTTP 400 `bad-request` naming the field and the limit',
  },
  {
    name: 'LIMITS.postsPerWindow',
    value: SIGNAL_LIMITS.postsPerWindow,
    unit: 'posts',
    bounds: `reader signals from one address (hashed with a daily salt) per ${SIGNAL_LIMITS.windowMinutes} minutes`,
    module: SIGNALS,
    failsWith: 'HTTP 429 `rate-limited` with Retry-After',
  },
  {
    name: 'LIMITS.retentionDays',
    value: SIGNAL_LIMITS.retentionDays,
    unit: 'days',
    bounds: 'how long a reader signal (and its reply address) is kept',
    module: SIGNALS,
    failsWith:
      'deleted by the purge (the Worker’s daily cron; the Node server at start and daily)',
  },
  {
    name: 'SQLITE_LIMITS.maxBytes',
    value: SQLITE_LIMITS.maxBytes,
    unit: 'bytes',
    bounds:
      'the Node server’s reader-signals database (a flood fills it, never the disk)',
    module: 'packages/reader-signals/sqlite.ts',
    failsWith: 'HTTP 503 `unavailable`; the site keeps serving',
  },
  {
    name: 'REPLAY_HOLD_MS',
    value: REPLAY_HOLD_MS,
    unit: 'milliseconds',
    bounds:
      'how long the page loader holds a request to the app (a click on the search or menu button, Control+K) and the keys after it, while the app’s scripts load',
    module: 'plugins/fast-load/ssrTemplate.ts',
    failsWith:
      'nothing fails: the request and its keys are dropped, and every key does what the browser does with it (no keyboard trap when the app never loads)',
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
