import type { IslandMessages } from '@fleet/i18n/compileMessages.ts';
import { type BlogPostStatus, BlogPostView } from '@fleet/ui/components/BlogPostView/BlogPostView.tsx';
import { PageSection } from '@fleet/ui/components/PageSection/PageSection.tsx';
import { useMessages } from '@fleet/ui/providers/MessagesProvider.tsx';
import { postShare } from '../blog/postShare.ts';
import { useBlogPostQuery } from '../data/posts/useBlogPostQuery.ts';
import { IslandProviders } from './IslandProviders.tsx';

interface BlogPostIslandProps {
  slug: string;
  /** The page's origin as the server saw it, for the share links. */
  origin: string;
}

function BlogPost({ slug, origin }: BlogPostIslandProps) {
  const { lang } = useMessages();
  const post = useBlogPostQuery(slug);
  const loaded = post.data;
  const status: BlogPostStatus = post.isPending ? 'loading' : post.isError ? 'error' : loaded ? 'ready' : 'notFound';
  return (
    <PageSection>
      <BlogPostView status={status} post={loaded?.post} share={postShare(origin, loaded?.post.slug ?? slug, lang)} />
    </PageSection>
  );
}

/**
 * A post the server could not read: loaded here, with the page's states (loading, 'Failed to load blog post',
 * 'Post not found'). A post the server read is HTML, with islands only for its share row and video.
 */
export function BlogPostIsland({ messages, ...props }: BlogPostIslandProps & { messages: IslandMessages }) {
  return (
    <IslandProviders messages={messages}>
      <BlogPost {...props} />
    </IslandProviders>
  );
}
