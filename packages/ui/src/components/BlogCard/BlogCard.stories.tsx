import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { blogCardFixtures, categoryLabelsIn } from './BlogCard.fixtures.ts';
import { BlogCard } from './BlogCard.tsx';
import { BlogCardGrid } from './BlogCardGrid.tsx';

const [launch, mining, update] = blogCardFixtures;
const cardWidth: Decorator = (Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>;

const meta = {
  title: 'Site/BlogCard',
  component: BlogCard,
  args: launch,
  // The fixtures' categories are keys of the category map: shown in the story's language, as the site shows them.
  render: (args) => <BlogCard {...args} categories={categoryLabelsIn(args.categories, useMessages())} />,
} satisfies Meta<typeof BlogCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [cardWidth],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: launch.title });
    await expect(within(card).getByText('March 4, 2026')).toHaveAttribute('dateTime', '2026-03-04');
    await expect(within(card).getByRole('list', { name: 'Categories' })).toHaveTextContent('ProductsNews');
    const readMore = within(card).getByRole('link', { name: `Read More: ${launch.title}` });
    await expect(readMore).toHaveAttribute('href', '/blog/dr970x-lte-plus-now-shipping');
  },
};

/** A post in another language than the page's (a German one on the English blog): marked with its language, its text marked as in it. */
export const InAnotherLanguage: Story = {
  decorators: [cardWidth],
  args: {
    ...mining,
    slug: 'tagebau-in-der-mongolei',
    title: 'Tagebau in der Mongolei: 120 Muldenkipper im Blick',
    excerpt: 'Wie ein Bergbaubetrieb Staub, Nachtschichten und fehlendes Mobilfunknetz mit Dashcams und Ereignisvideos in den Griff bekommt.',
    language: { lang: 'de', name: 'Deutsch' },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Tagebau in der Mongolei: 120 Muldenkipper im Blick' });
    await expect(within(card).getByText('Deutsch')).toHaveAttribute('lang', 'de');
    await expect(within(card).getByText('Language:', { exact: false })).toBeInTheDocument();
    await expect(card.querySelector('h3 [lang="de"]')).toHaveTextContent('Tagebau in der Mongolei');
  },
};

export const NoImage: Story = {
  decorators: [cardWidth],
  args: { ...mining, image: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('No image')).toBeVisible();
  },
};

export const Uncategorized: Story = {
  decorators: [cardWidth],
  args: { ...update, categories: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Categories' })).toHaveTextContent('Uncategorized');
  },
};

/** The title stops at two lines and the excerpt at three, each with an ellipsis. */
export const LongTitleAndExcerpt: Story = {
  decorators: [cardWidth],
  args: {
    ...launch,
    title: 'Field Report: Running 37 Connected Cameras Across a Six-Hour EV Race Event With Live View, Event Uploads and a Single Dashboard for the Whole Crew',
    excerpt:
      'Race control watched every car from the pit wall, marshals pulled incident clips within seconds of a yellow flag, and the organisers kept the full six hours of footage in the cloud for the stewards. We look at how the cameras were mounted, how the LTE network held up when thousands of spectators arrived, and what the team would change for next season.',
    date: 'November 14, 2026',
  },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 3 });
    const clampBox = heading.firstElementChild as HTMLElement;
    await expect(clampBox.scrollHeight).toBeGreaterThan(clampBox.clientHeight);
  },
};

export const ManyCategories: Story = {
  decorators: [cardWidth],
  args: { ...update, categories: ['news', 'products', 'events', 'media', 'video', 'caught-on'] },
};

/** The list's grid with the three fixture posts (one, two or three columns by width). */
export const Grid: Story = {
  render: function Render() {
    const messages = useMessages();
    return (
      <BlogCardGrid aria-label="Latest posts">
        {blogCardFixtures.map((post) => (
          <BlogCard key={post.slug} {...post} categories={categoryLabelsIn(post.categories, messages)} />
        ))}
      </BlogCardGrid>
    );
  },
};
