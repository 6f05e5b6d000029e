import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { categoryLabelsIn } from '../BlogCard/BlogCard.fixtures.ts';
import { blogPostFixtures, blogPostShare, longBlogPost } from './BlogPostView.fixtures.ts';
import { BlogPostView, blogPostStatuses } from './BlogPostView.tsx';

const { launch, caughtOnCamera } = blogPostFixtures;
const mobile = { viewport: { value: 'mobile', isRotated: false } };

const meta = {
  title: 'Site/BlogPostView',
  component: BlogPostView,
  args: { status: 'ready', post: launch, share: blogPostShare(launch.slug) },
  argTypes: { status: { control: 'inline-radio', options: blogPostStatuses } },
  // The fixtures' categories are keys of the category map: shown in the story's language, as the site shows them.
  render: function Render({ post, ...args }) {
    const messages = useMessages();
    return <BlogPostView {...args} post={post && { ...post, categories: categoryLabelsIn(post.categories, messages) }} />;
  },
} satisfies Meta<typeof BlogPostView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = canvas.getByRole('article', { name: launch.title });
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(launch.title);
    await expect(canvas.getByRole('img', { name: launch.image.alt })).toBeVisible();
    await expect(canvas.getByText('March 4, 2026')).toBeVisible();
    const backLinks = within(article).getAllByRole('link', { name: 'Back to Blog' });
    await expect(backLinks).toHaveLength(2);
    for (const link of backLinks) await expect(link).toHaveAttribute('href', '/blog/all');
    await expect(article.querySelector('blockquote')).toHaveTextContent(launch.excerpt);
    await expect(canvas.getByRole('link', { name: "maker's product page" })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('button', { name: 'Copy Link' })).toBeVisible();
  },
};

/** A post with a video: the poster and play button hold its place until the page has loaded and the muted player starts. */
export const ReadyWithVideo: Story = {
  args: { post: caughtOnCamera, share: blogPostShare(caughtOnCamera.slug), videoLoaded: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: `Play video: ${caughtOnCamera.title}` })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: caughtOnCamera.image.alt })).toBeNull();
  },
};

/**
 * A post in another language than the page's (a German one on the English blog): marked with its language, its
 * title, excerpt and body marked as in it, and a link to its English translation.
 */
export const InAnotherLanguage: Story = {
  args: {
    post: {
      ...launch,
      slug: 'dr970x-lte-plus-jetzt-lieferbar',
      title: 'DR970X-2CH LTE Plus ab sofort für Flotten lieferbar',
      excerpt: 'Unsere Zweikanal-Dashcam mit eingebautem LTE ist jetzt bestellbar: Live-Ansicht, Ereignis-Uploads und GPS-Ortung sofort mit einer Nano-SIM.',
      contentHtml: '<p>Die DR970X-2CH LTE Plus zeichnet nach vorn und in den Innenraum auf und lädt Ereignisse sofort in die Cloud.</p>',
      language: { lang: 'de', name: 'Deutsch' },
      translations: [{ lang: 'en', name: 'English', href: `/blog/${launch.slug}` }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'de');
    const translation = canvas.getByRole('link', { name: 'English' });
    await expect(translation).toHaveAttribute('href', `/blog/${launch.slug}`);
    await expect(translation).toHaveAttribute('hreflang', 'en');
    await expect(canvas.getByText('Also available in')).toBeVisible();
  },
};

export const ReadyNoImage: Story = {
  args: { post: { ...launch, image: undefined, categories: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(launch.title);
    await expect(canvas.queryByRole('img', { name: launch.image.alt })).toBeNull();
  },
};

export const Copied: Story = { args: { share: { ...blogPostShare(launch.slug), copyStatus: 'copied' } } };

export const Loading: Story = {
  args: { status: 'loading', post: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading post...');
  },
};

export const Error: Story = {
  args: { status: 'error', post: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load blog post');
    await expect(canvas.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog/all');
  },
};

export const NotFound: Story = {
  args: { status: 'notFound', post: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog/all');
  },
};

export const MobileWidth: Story = { globals: mobile };

export const LongContent: Story = { args: { post: longBlogPost, share: blogPostShare(longBlogPost.slug) } };
