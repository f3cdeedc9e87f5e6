/**
 * Every size limit of the MCP server, in one place (listed with the site's
 * other limits by `tools/caps`). Each bounds work that a site's answers could
 * otherwise multiply; passing one is an error that names it, never a crash.
 */
export const DOCS_MCP_LIMITS = {
  /** Most content-codings of one response (a build's files have one; each is another decoder). */
  MAX_CONTENT_CODINGS: 2,
  /** Largest file read from the site, in bytes after decompression. */
  MAX_FILE_BYTES: 32 * 1024 * 1024,
  /** Files one tool call or resource read may read from the site (a search manifest may name thousands of shards). */
  MAX_QUERY_FILES: 64,
  /** Bytes one tool call or resource read may read from the site. */
  MAX_QUERY_BYTES: 48 * 1024 * 1024,
  /** Files one session (one server process) may read from the site. */
  MAX_SESSION_FILES: 4096,
  /** Bytes one session may read from the site. */
  MAX_SESSION_BYTES: 512 * 1024 * 1024,
  /**
   * Memory the parsed search files and term states kept across queries may
   * hold, estimated as parsed (a 1 MiB file of small arrays is 10 MiB or
   * more in memory): past it the least recently used files are dropped and
   * read again when needed.
   */
  MAX_INDEX_MEMORY_BYTES: 64 * 1024 * 1024,
  /**
   * Largest text of one response, in bytes as JSON: the SDK's stdio client
   * drops a session whose message passes 10 MiB; 8 MiB leaves room for the
   * envelope.
   */
  MAX_RESPONSE_BYTES: 8 * 1024 * 1024,
} as const;
