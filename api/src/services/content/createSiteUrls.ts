export type SiteUrls = ReturnType<typeof createSiteUrls>;

/** Every public address the content API hands out, derived from the site's public URL. */
export function createSiteUrls(publicUrl: string) {
  const site = publicUrl.replace(/\/+$/, '');
  const api = `${site}/wp-json/wp/v2`;
  return {
    /** The site itself, as WordPress names its address: no trailing slash. */
    home: site,
    /** The REST API index, where discovery leads. */
    root: `${site}/wp-json/`,
    api: (path: string) => `${api}/${path}`,
    post: (slug: string) => `${site}/blog/${slug}`,
    guid: (id: number) => `${site}/?p=${id}`,
    author: (slug: string) => `${site}/blog/author/${slug}`,
    category: (slug: string) => `${site}/blog/category/${slug}`,
    tag: (slug: string) => `${site}/blog/tag/${slug}`,
    attachment: (id: number) => `${site}/?attachment_id=${id}`,
    /** Media is stored site-relative ('/uploads/…'); absolute addresses pass through. */
    absolute: (path: string) => (/^https?:\/\//i.test(path) ? path : `${site}${path.startsWith('/') ? '' : '/'}${path}`),
  };
}

export const curies = [{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true }];
