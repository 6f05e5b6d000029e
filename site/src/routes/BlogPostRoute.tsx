import { type BlogPostStatus, BlogPostView, PageSection } from '@fleet/ui';
import { useParams } from 'react-router-dom';
import { missingPostHead } from '../blog/postHead.ts';
import { brand } from '../brand/brand.ts';
import { makerSocialLinks } from '../content/blog.ts';
import { useBlogPostQuery } from '../data/posts/useBlogPostQuery.ts';
import type { HeadSettings } from '../head/pageHead.ts';
import { pageTitle } from '../head/pageTitle.ts';
import { useLoadedHead } from '../head/useLoadedHead.ts';

/** Until the post has loaded; the server answers a post's URL with that post's own head already in place. */
export const head: HeadSettings = { title: pageTitle('Blog'), type: 'article' };

const missing = missingPostHead(brand.productName);

export function BlogPostRoute() {
  const { slug = '' } = useParams();
  const post = useBlogPostQuery(slug);
  const loaded = post.data;
  useLoadedHead(loaded === null ? missing : loaded?.head);

  const status: BlogPostStatus = post.isPending ? 'loading' : post.isError ? 'error' : loaded ? 'ready' : 'notFound';
  // The page's own origin, as the visitor sees it (only the loaded post shows it; the prerendered shell never does).
  const origin = typeof window === 'undefined' ? brand.host : window.location.origin;
  const url = `${origin}/blog/${encodeURIComponent(loaded?.post.slug ?? slug)}`;
  return (
    <PageSection>
      <BlogPostView status={status} post={loaded?.post} share={{ url, makerName: brand.maker.name, socialLinks: makerSocialLinks }} />
    </PageSection>
  );
}
