/** The part of Vite's build manifest the prerenderer reads. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * Link tags for the chunks of a page's lazily loaded module (and what they import), so the browser
 * fetches them with the entry instead of after it. Chunks the entry already loads are skipped.
 */
export function pagePreloads(manifest: Manifest, pageId: string): string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const loaded = new Set<string>();
  const visit = (key: string) => {
    if (loaded.has(key)) return;
    loaded.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key] === entry);
  if (entryKey) visit(entryKey);
  const already = new Set(loaded);

  const key = `src/routes/${pageId}.tsx`;
  if (!manifest[key]) throw new Error(`${key} is not in the build manifest`);
  visit(key);
  const tags: string[] = [];
  for (const key of loaded) {
    if (already.has(key)) continue;
    const chunk = manifest[key]!;
    for (const css of chunk.css ?? []) tags.push(`<link rel="stylesheet" crossorigin href="/${css}">`);
    tags.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
  }
  return tags;
}

/**
 * The Latin subset of the body font, fetched with the page instead of after the stylesheet: text is then
 * drawn in its final font at once, and nothing reflows when it arrives.
 */
export function fontPreloads(assetFiles: readonly string[]): string[] {
  return assetFiles
    .filter((file) => /^inter-latin-wght-normal-[\w-]+\.woff2$/.test(file))
    .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${file}">`);
}
