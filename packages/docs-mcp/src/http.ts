/**
 * One HTTP GET, on node:http and node:https rather than fetch: fetch (undici)
 * creates a body stream before it refuses a response with more than five
 * content-codings and leaves that stream without an 'error' listener, so
 * the site closing the connection or the time-out signal firing later ends
 * the process. Here every stream (request, response, each decoder) has its
 * errors handled, the body is decoded by a pipeline that the caller can
 * stop at any point, and only the codings a build serves are accepted.
 */
import {request as httpRequest, type IncomingMessage} from 'node:http';
import {request as httpsRequest} from 'node:https';
import {pipeline, type Readable, type Transform} from 'node:stream';
import {createBrotliDecompress, createGunzip, createInflate} from 'node:zlib';
import {DOCS_MCP_LIMITS} from './limits.ts';

const {MAX_CONTENT_CODINGS} = DOCS_MCP_LIMITS;

/** A response whose body is read as it streams, decoded. */
export interface HttpAnswer {
  status: number;
  header(name: string): string | null;
  /** The decoded body; read it, or call {@link HttpAnswer.discard}. */
  body: AsyncIterable<Buffer>;
  /** Stops the download and frees the connection. */
  discard(): void;
}

/** A response the reader refuses (its codings): the message says why. */
export class HttpShapeError extends Error {}

const ignore = (): void => {};

function decoder(coding: string): Transform | null {
  switch (coding) {
    case 'gzip':
    case 'x-gzip':
      return createGunzip();
    case 'deflate':
      return createInflate();
    case 'br':
      return createBrotliDecompress();
    default:
      return null;
  }
}

/** The decoders for a Content-Encoding header, outermost last, or why not. */
function decodersFor(header: string | undefined): Transform[] | string {
  const codings = (header ?? '')
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== 'identity');
  if (codings.length > MAX_CONTENT_CODINGS) {
    return `${codings.length} content-codings (at most ${MAX_CONTENT_CODINGS}: MAX_CONTENT_CODINGS)`;
  }
  const decoders: Transform[] = [];
  for (const coding of codings.reverse()) {
    const made = decoder(coding);
    if (!made)
      return `the content-coding ${JSON.stringify(coding.slice(0, 40))} is not one a build serves`;
    decoders.push(made);
  }
  return decoders;
}

/** GET `url`; the signal aborts the request and the body. */
export function httpGet(
  url: URL,
  {signal, headers}: {signal: AbortSignal; headers: Record<string, string>},
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(
      url,
      {method: 'GET', headers, signal},
    );
    // After the answer has settled, a late error has nowhere to go: it is
    // the body's to report (the pipeline) or nobody's.
    request.on('error', reject);
    request.on('response', (response: IncomingMessage) => {
      response.on('error', ignore);
      const discard = (): void => {
        response.destroy();
        request.destroy();
      };
      const decoders = decodersFor(response.headers['content-encoding']);
      if (typeof decoders === 'string') {
        discard();
        reject(new HttpShapeError(decoders));
        return;
      }
      let body: Readable = response;
      if (decoders.length > 0) {
        for (const stream of decoders) stream.on('error', ignore);
        body = pipeline(
          [response, ...decoders] as unknown as [Readable, ...Transform[]],
          ignore,
        ) as unknown as Readable;
      }
      resolve({
        status: response.statusCode ?? 0,
        header: (name) => {
          const value = response.headers[name.toLowerCase()];
          return Array.isArray(value) ? value.join(', ') : (value ?? null);
        },
        body,
        discard: () => {
          body.destroy();
          discard();
        },
      });
    });
    request.end();
  });
}
