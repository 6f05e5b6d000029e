import { formBodyLimitBytes } from '@fleet/rules';

/**
 * The fields of a form posted to a page, read from at most `limit` bytes of its body; 'tooLarge' as soon as it states or
 * proves to be larger (the rest is not read). A body that cannot be read as a form is an empty form.
 */
export async function readPostedForm(request: Request, limit = formBodyLimitBytes): Promise<FormData | 'tooLarge'> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) return 'tooLarge';
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    const reader = request.body?.getReader();
    for (;;) {
      const next = await reader?.read();
      if (!next || next.done) break;
      size += next.value.byteLength;
      if (size > limit) {
        await reader?.cancel();
        return 'tooLarge';
      }
      chunks.push(next.value);
    }
    const bytes = new Uint8Array(size);
    let at = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, at);
      at += chunk.byteLength;
    }
    return await new Response(bytes, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
  } catch {
    return new FormData();
  }
}
