/**
 * How much the server may read from a site: per query (one tool call or
 * resource read, tracked with AsyncLocalStorage so the search engine's shard
 * reads count toward the call that caused them) and per session (the life of
 * the server). A read past either budget is refused before its request, and
 * the body of an allowed read is cut off at what is left of both.
 */
import {AsyncLocalStorage} from 'node:async_hooks';
import {DOCS_MCP_LIMITS} from './limits.ts';
import {OriginError, type Origin} from './origin.ts';

export interface BudgetLimits {
  queryFiles: number;
  queryBytes: number;
  sessionFiles: number;
  sessionBytes: number;
}

const DEFAULT_LIMITS: BudgetLimits = {
  queryFiles: DOCS_MCP_LIMITS.MAX_QUERY_FILES,
  queryBytes: DOCS_MCP_LIMITS.MAX_QUERY_BYTES,
  sessionFiles: DOCS_MCP_LIMITS.MAX_SESSION_FILES,
  sessionBytes: DOCS_MCP_LIMITS.MAX_SESSION_BYTES,
};

interface Spent {
  files: number;
  bytes: number;
}

const query = new AsyncLocalStorage<Spent>();

/** Runs one query with its own budget of files and bytes. */
export function inQuery<T>(run: () => Promise<T>): Promise<T> {
  return query.run({files: 0, bytes: 0}, run);
}

/** `origin`, refusing reads past the per-query and per-session budgets. */
export function budgetedOrigin(
  origin: Origin,
  limits: Partial<BudgetLimits> = {},
): Origin {
  const limit = {...DEFAULT_LIMITS, ...limits};
  const session: Spent = {files: 0, bytes: 0};
  return {
    label: origin.label,
    async get(relative, maxBytes = DOCS_MCP_LIMITS.MAX_FILE_BYTES) {
      const spent = query.getStore() ?? {files: 0, bytes: 0};
      if (spent.files >= limit.queryFiles) {
        throw new OriginError(
          `Refused ${relative}: this request has already read ${spent.files} files from ${origin.label}, the most one request may read (MAX_QUERY_FILES).`,
        );
      }
      if (session.files >= limit.sessionFiles) {
        throw new OriginError(
          `Refused ${relative}: this session has read ${session.files} files from ${origin.label}, the most one session may read (MAX_SESSION_FILES); restart the server.`,
        );
      }
      const left = Math.min(
        maxBytes,
        limit.queryBytes - spent.bytes,
        limit.sessionBytes - session.bytes,
      );
      if (left <= 0) {
        throw new OriginError(
          `Refused ${relative}: this ${spent.bytes >= limit.queryBytes ? 'request' : 'session'} has read all the bytes it may from ${origin.label} (${spent.bytes >= limit.queryBytes ? 'MAX_QUERY_BYTES' : 'MAX_SESSION_BYTES'}).`,
        );
      }
      spent.files++;
      session.files++;
      const text = await origin.get(relative, left);
      const bytes = text === null ? 0 : Buffer.byteLength(text);
      spent.bytes += bytes;
      session.bytes += bytes;
      return text;
    },
  };
}
