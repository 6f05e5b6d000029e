import { type BlogPostStatus, BlogPostView, PageSection } from '@fleet/ui';
import { brand } from '../brand/brand.ts';
import { makerSocialLinks } from '../content/blog.ts';
import { useBlogPostQuery } from '../data/posts/useBlogPostQuery.ts';
import { IslandProviders } from './IslandProviders.tsx';

function BlogPost({ slug }: { slug: string }) {
  const post = useBlogPostQuery(slug);
  const loaded = post.data;
  const status: BlogPostStatus = post.isPending ? 'loading' : post.isError ? 'error' : loaded ? 'ready' : 'notFound';
  // The page's own origin, as the visitor sees it (only the loaded post shows it; the server's HTML never does).
  const origin = typeof window === 'undefined' ? brand.host : window.location.origin;
  const url = `${origin}/blog/${encodeURIComponent(loaded?.post.slug ?? slug)}`;
  return (
    <PageSection>
      <BlogPostView status={status} post={loaded?.post} share={{ url, makerName: brand.maker.name, socialLinks: makerSocialLinks }} />
    </PageSection>
  );
}

/** One post, its body loaded and sanitised in the browser; the server wrote its head. */
export function BlogPostIsland({ slug }: { slug: string }) {
  return (
    <IslandProviders>
      <BlogPost slug={slug} />
    </IslandProviders>
  );
}
