/** The head of a served HTML document as crawlers and link previews read it: no script has run. */
export interface HeadTags {
  title?: string;
  /** Content of each <meta name> and <meta property>, by that name. */
  meta: Record<string, string>;
  canonical?: string;
  /** The parsed JSON-LD blocks. */
  structuredData: unknown[];
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const attribute = (tag: string, name: string) => {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? decode(match[1] ?? '') : undefined;
};

export function readHeadTags(html: string): HeadTags {
  const head = /<head>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? '';
  const title = /<title>([\s\S]*?)<\/title>/i.exec(head)?.[1];
  const meta: Record<string, string> = {};
  for (const [tag] of head.matchAll(/<meta\s[^>]*>/gi)) {
    const key = attribute(tag, 'name') ?? attribute(tag, 'property');
    const content = attribute(tag, 'content');
    if (key !== undefined && content !== undefined) meta[key] = content;
  }
  const canonicalTag = [...head.matchAll(/<link\s[^>]*>/gi)].map(([tag]) => tag).find((tag) => attribute(tag, 'rel') === 'canonical');
  const structuredData = [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, json]) => JSON.parse(json ?? 'null') as unknown,
  );
  return {
    title: title === undefined ? undefined : decode(title),
    meta,
    canonical: canonicalTag ? attribute(canonicalTag, 'href') : undefined,
    structuredData,
  };
}
