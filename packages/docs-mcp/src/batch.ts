/**
 * JSON-RPC batches are refused, on stdio and over HTTP: MCP dropped them in
 * 2025-06-18, and a batch multiplies one small request into as many answers
 * as it holds messages (100 reads of llms-full.txt in one 11 KB request
 * answered 26 MB). One message per request or line
 * ({@link DOCS_MCP_LIMITS}.MAX_MESSAGES_PER_REQUEST); a batch gets one
 * JSON-RPC error and nothing in it is run.
 */
import {Transform, type Readable, type Writable} from 'node:stream';
import {StringDecoder} from 'node:string_decoder';
import {DOCS_MCP_LIMITS} from './limits.ts';

/** The error code of a refused batch: Invalid Request. */
export const BATCH_ERROR_CODE = -32600;

/** The JSON-RPC error answering `message` when it is a batch, else `undefined`. */
export function batchRefusal(message: unknown) {
  if (!Array.isArray(message)) return undefined;
  return {
    jsonrpc: '2.0' as const,
    id: null,
    error: {
      code: BATCH_ERROR_CODE,
      message: `JSON-RPC batches are not accepted (MCP removed them in 2025-06-18): send at most ${DOCS_MCP_LIMITS.MAX_MESSAGES_PER_REQUEST} message per request; this one held ${message.length} (MAX_MESSAGES_PER_REQUEST).`,
    },
  };
}

/**
 * `input` (newline-delimited JSON-RPC, the stdio transport) without its
 * batches: a line that parses as an array is answered on `output` with
 * {@link batchRefusal} and never reaches the server. Other lines pass as
 * they are (the transport reports what does not parse).
 */
export function withoutBatches(input: Readable, output: Writable): Readable {
  let pending = '';
  const decoder = new StringDecoder('utf8');
  const filter = (line: string): string | undefined => {
    if (!line.trimStart().startsWith('[')) return line;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      return line;
    }
    const refusal = batchRefusal(parsed);
    if (!refusal) return line;
    output.write(`${JSON.stringify(refusal)}\n`);
    return undefined;
  };
  const lines = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pending += decoder.write(chunk);
      const parts = pending.split('\n');
      pending = parts.pop()!;
      const kept = parts
        .map(filter)
        .filter((line) => line !== undefined)
        .map((line) => `${line}\n`)
        .join('');
      done(null, kept || undefined);
    },
    flush(done) {
      pending += decoder.end();
      done(null, pending ? filter(pending) : undefined);
    },
  });
  return input.pipe(lines);
}
