import { describe, expect, it } from 'vitest';
import { readPostedForm } from './readPostedForm.ts';

const form = 'application/x-www-form-urlencoded';
const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://localhost/contact', { method: 'POST', body, headers: { 'content-type': form, ...headers }, duplex: 'half' } as RequestInit);

/** A body sent in pieces, with no length stated, as a chunked post is; counts the pieces read. */
function streamed(pieces: number, piece: string) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === pieces) controller.close();
      else {
        pulled++;
        controller.enqueue(new TextEncoder().encode(piece));
      }
    },
  });
  return { body, pulled: () => pulled };
}

describe('a form posted to a page', () => {
  it('is read as its fields when within the bound, stated or streamed', async () => {
    const read = await readPostedForm(post('firstName=Ada&email=ada%40example.com'));
    expect(read).toBeInstanceOf(FormData);
    expect((read as FormData).get('email')).toBe('ada@example.com');
    const pieces = streamed(3, 'a=1&');
    expect(((await readPostedForm(post(pieces.body), 100)) as FormData).getAll('a')).toEqual(['1', '1', '1']);
  });

  it('is too large by its stated length, or once it streams past the bound, without reading the rest', async () => {
    expect(await readPostedForm(post('x'.repeat(10), { 'content-length': '101' }), 100)).toBe('tooLarge');
    const pieces = streamed(1_000, 'x'.repeat(40));
    expect(await readPostedForm(post(pieces.body), 100)).toBe('tooLarge');
    expect(pieces.pulled()).toBeLessThan(10);
  });
});
