import { type BlogPostStatus, BlogPostView } from '@fleet/ui/components/BlogPostView/BlogPostView.tsx';
import { PageSection } from '@fleet/ui/components/PageSection/PageSection.tsx';
import { makerSocialLinks } from '@fleet/content/blog.ts';
import { brand } from '@fleet/content/brand/brand.ts';
import { type LoadedPost, useBlogPostQuery } from '../data/posts/useBlogPostQuery.ts';
import { IslandProviders } from './IslandProviders.tsx';

interface BlogPostIslandProps {
  slug: string;
  /** The post as the server rendered it (its body already sanitised), null when there is none, absent when it could not read it. */
  served?: LoadedPost | null;
  /** The page's origin as the server saw it, for the share links. */
  origin: string;
}

function BlogPost({ slug, served, origin }: BlogPostIslandProps) {
  const post = useBlogPostQuery(slug, served);
  const loaded = post.data;
  const status: BlogPostStatus = post.isPending ? 'loading' : post.isError ? 'error' : loaded ? 'ready' : 'notFound';
  const url = `${origin}/blog/${encodeURIComponent(loaded?.post.slug ?? slug)}`;
  return (
    <PageSection>
      <BlogPostView status={status} post={loaded?.post} share={{ url, makerName: brand.maker.name, socialLinks: makerSocialLinks }} />
    </PageSection>
  );
}

/** One post, rendered by the server (the island runs its share bar and video), or loaded here when it could not. */
export function BlogPostIsland(props: BlogPostIslandProps) {
  return (
    <IslandProviders>
      <BlogPost {...props} />
    </IslandProviders>
  );
}
