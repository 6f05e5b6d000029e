const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

const preload = (href: string, media?: string) => `<link rel="preload" as="image" fetchpriority="high" href="${href}"${media ? ` media="${media}"` : ''}>`;

/**
 * Head links for the page's main image: the first <img fetchpriority="high"> of its rendered body (with the
 * one <source> of its <picture>, each for its own screens). The browser then asks for it with the document
 * instead of after the scripts and the font it meets first, which is what the phone's first paint waits on.
 * Art direction with several sources cannot be said in media queries here; such a picture gets no links.
 */
export function imagePreloads(bodyHtml: string): string[] {
  const image = /<img\b[^>]*\sfetchpriority="high"[^>]*>/i.exec(bodyHtml);
  if (!image) return [];
  const src = attribute(image[0], 'src');
  if (!src) return [];
  const pictureStart = bodyHtml.lastIndexOf('<picture', image.index);
  const pictureEnd = bodyHtml.lastIndexOf('</picture>', image.index);
  if (pictureStart === -1 || pictureEnd > pictureStart) return [preload(src)];

  const sources = [...bodyHtml.slice(pictureStart, image.index).matchAll(/<source\b[^>]*>/gi)].map(([tag]) => tag);
  if (sources.length !== 1) return [];
  const media = attribute(sources[0]!, 'media');
  const srcSet = attribute(sources[0]!, 'srcset');
  if (!media || !srcSet || /[\s,]/.test(srcSet.trim())) return [];
  return [preload(srcSet, media), preload(src, `not ${media}`)];
}
