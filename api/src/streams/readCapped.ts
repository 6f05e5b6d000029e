/**
 * The bytes of a body of at most `limit` bytes: refused with `tooBig()` as soon as it says or proves to be
 * larger, without reading the rest. An incoming request and an answer from another server are read alike.
 */
export async function readCapped(body: ReadableStream<Uint8Array> | null, declaredLength: string | null, limit: number, tooBig: () => Error): Promise<Buffer> {
  if (Number(declaredLength ?? 0) > limit) {
    await body?.cancel();
    throw tooBig();
  }
  if (!body) return Buffer.alloc(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooBig();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
