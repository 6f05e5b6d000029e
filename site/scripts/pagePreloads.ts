/** The part of Vite's build manifest the prerenderer reads. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export interface PageModules {
  /** The entry first, then every chunk the entry and the page's own module import, each once. */
  modules: string[];
  /** Stylesheets of those chunks that the single inlined stylesheet does not already hold. */
  stylesheets: string[];
}

/** What a page needs to hydrate: the entry, the page's lazily loaded module, and what they import. */
export function pageModules(manifest: Manifest, pageId: string): PageModules {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('the build manifest has no entry');
  const pageKey = `src/routes/${pageId}.tsx`;
  if (!manifest[pageKey]) throw new Error(`${pageKey} is not in the build manifest`);

  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entryKey);
  // The entry's stylesheets are the template's own, which the prerenderer inlines; only the page's are left.
  const entryChunks = new Set(seen);
  visit(pageKey);
  const chunks = [...seen].map((key) => manifest[key]!);
  const pageOnly = [...seen].filter((key) => !entryChunks.has(key)).map((key) => manifest[key]!);
  return { modules: chunks.map((chunk) => `/${chunk.file}`), stylesheets: pageOnly.flatMap((chunk) => (chunk.css ?? []).map((css) => `/${css}`)) };
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
