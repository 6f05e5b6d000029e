import { type DataTag, tagOfRead } from '../../services/cache/dataTags.ts';

/** What a page read while it rendered: the data it shows, and whether any read failed (as the site says too, see SiteLocals). */
export interface PageReads {
  readonly tags: Set<DataTag>;
  failed: boolean;
}

/** `fetch` that notes each read's data and any failure (an error, or an answer of 500 or more) in `reads`. */
export function recordReads(fetch: typeof globalThis.fetch, reads: PageReads): typeof globalThis.fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    reads.tags.add(tagOfRead(new URL(request.url).pathname));
    try {
      const response = await fetch(request);
      if (response.status >= 500) reads.failed = true;
      return response;
    } catch (error) {
      reads.failed = true;
      throw error;
    }
  };
}
