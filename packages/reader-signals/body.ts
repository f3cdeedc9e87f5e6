/**
 * Reads a request body up to a cap: refused from its `Content-Length`
 * before anything is read, else counted while it streams and cut off once
 * it passes the cap. Web-standard `Request`: the Worker and Node alike.
 */

/** The body's bytes, or null when it passes `max` bytes. */
export async function readCapped(
  request: Request,
  max: number,
): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get('Content-Length') ?? 0);
  if (declared > max) return null;
  const reader = request.body?.getReader();
  if (!reader) return new Uint8Array(0);
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
  return bytes;
}
