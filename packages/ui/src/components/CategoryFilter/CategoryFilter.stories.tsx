import { blogCategoryOptions } from '@fleet/content/blog.ts';
import { messagesFor } from '@fleet/i18n/catalogues.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { CategoryFilter, type CategoryFilterProps } from './CategoryFilter.tsx';

const englishOptions = blogCategoryOptions(messagesFor('en'));

/** Holds the choice the way the blog list page does, so clicks and keys show their effect. */
function StatefulCategoryFilter({ value: initial, onChange, ...rest }: CategoryFilterProps) {
  const [value, setValue] = useState(initial);
  return (
    <CategoryFilter
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Site/CategoryFilter',
  component: CategoryFilter,
  args: { options: englishOptions, value: 'all', onChange: fn() },
  argTypes: { value: { control: 'select', options: englishOptions.map((option) => option.value) } },
  // The category map's labels in the story's language, as the site shows them.
  render: (args) => <StatefulCategoryFilter {...args} options={blogCategoryOptions(useMessages())} />,
} satisfies Meta<typeof CategoryFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wider screens get the chips. */
export const AllSelected: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Filter by category' });
    await expect(within(group).getByRole('radio', { name: 'All' })).toBeChecked();
    await expect(canvas.queryByRole('combobox')).toBeNull();

    await userEvent.click(within(group).getByRole('radio', { name: 'Events' }));
    await expect(args.onChange).toHaveBeenCalledWith('events');
    await expect(within(group).getByRole('radio', { name: 'Events' })).toBeChecked();
  },
};

export const OtherSelected: Story = {
  args: { value: 'caught-on' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Caught On Roadsight' })).toBeChecked();
  },
};

/** Phones get the dropdown; the chips are not displayed (nor exposed) at this width. */
export const MobileWidth: Story = {
  args: { value: 'news' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    const dropdown = canvas.getByRole('combobox', { name: 'Filter by category' });
    await expect(dropdown).toHaveValue('news');
    await userEvent.selectOptions(dropdown, 'Video');
    await expect(args.onChange).toHaveBeenCalledWith('video');
    await expect(dropdown).toHaveValue('video');
  },
};
