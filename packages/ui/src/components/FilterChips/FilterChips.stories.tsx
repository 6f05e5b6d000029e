import { blogCategoryOptions } from '@fleet/content/blog.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { type FilterChipOption, FilterChips, type FilterChipsProps } from './FilterChips.tsx';

const blogCategories: FilterChipOption[] = [
  { value: 'all', label: 'All' },
  { value: 'news', label: 'News' },
  { value: 'products', label: 'Products' },
  { value: 'events', label: 'Events' },
  { value: 'media', label: 'Media' },
  { value: 'video', label: 'Video' },
  { value: 'reviews', label: 'Reviews' },
  { value: 'updates', label: 'Updates' },
  { value: 'caught-on', label: 'Caught On Roadsight' },
];

/** The blog's categories, labelled in the story's language as the site labels them. */
function BlogCategoryChips(props: FilterChipsProps) {
  return <FilterChips {...props} options={blogCategoryOptions(useMessages())} />;
}

const meta = {
  title: 'Primitives/FilterChips',
  component: FilterChips,
  args: { options: blogCategories, value: 'all', label: 'Filter posts by category', onChange: fn() },
  argTypes: { value: { control: 'select', options: blogCategories.map((option) => option.value) } },
  render: (args) => <BlogCategoryChips {...args} />,
} satisfies Meta<typeof FilterChips>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Filter posts by category' });
    await expect(within(group).getByRole('radio', { name: 'All' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'Events' }));
    await expect(args.onChange).toHaveBeenCalledWith('events');
  },
};

export const Selected: Story = { args: { value: 'caught-on' } };

/** Each chip a link to its list, for pages that must work without script; with it the choice stays in place. */
export const AsLinks: Story = {
  args: { value: 'news', hrefFor: (value: string) => `/blog/all?category=${value}` },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const video = canvas.getByRole('radio', { name: 'Video' });
    await expect(video).toHaveAttribute('href', '/blog/all?category=video');
    await expect(canvas.getByRole('radio', { name: 'News' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(video);
    await expect(args.onChange).toHaveBeenCalledWith('video');
  },
};

export const ManyOptions: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  // A phone-width column, so the wrap shows wherever the story is viewed.
  render: (args) => (
    <div style={{ maxWidth: 343 }}>
      <BlogCategoryChips {...args} />
    </div>
  ),
};

export const Keyboard: Story = {
  args: { value: 'news' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // One Tab stop: the selected chip.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'News' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Products' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('products');
    await userEvent.keyboard('{End}');
    await expect(args.onChange).toHaveBeenLastCalledWith('caught-on');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'All' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('all');
  },
};
