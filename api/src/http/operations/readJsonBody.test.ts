import { describe, expect, it } from 'vitest';
import { readJsonBody } from './readJsonBody.ts';

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://localhost/functions/v1/collect', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

/** A body sent in pieces, with no length stated, as a chunked upload is. */
const streamed = (pieces: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
      controller.close();
    },
  });

describe('readJsonBody', () => {
  it('reads a body whose length is stated, and one sent in pieces, alike', async () => {
    const json = '{"url":"https://www.example.com/pricing"}';
    expect(await readJsonBody(post(json, { 'content-length': String(json.length) }), 100)).toEqual({ url: 'https://www.example.com/pricing' });
    expect(await readJsonBody(post(streamed(['{"url":', '"/pricing"}'])), 100)).toEqual({ url: '/pricing' });
  });

  it('refuses a body over the limit with 413, whether its length is stated or it is sent in pieces', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(200) });
    await expect(readJsonBody(post(big, { 'content-length': String(big.length) }), 100)).rejects.toMatchObject({ status: 413 });
    await expect(readJsonBody(post(streamed([big.slice(0, 100), big.slice(100)])), 100)).rejects.toMatchObject({ status: 413 });
  });

  it('answers undefined for an empty body, and refuses one that is not JSON', async () => {
    expect(await readJsonBody(post('', { 'content-length': '0' }), 100)).toBeUndefined();
    await expect(readJsonBody(post('{nope', { 'content-length': '5' }), 100)).rejects.toMatchObject({ message: 'The request body is not valid JSON' });
  });
});
