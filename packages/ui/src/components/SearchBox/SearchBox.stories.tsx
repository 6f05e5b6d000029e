import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { SearchBox, type SearchBoxProps } from './SearchBox.tsx';

/** The blog's search as the site shows it: its labels in the story's language. */
function BlogSearchBox(props: SearchBoxProps) {
  const { t } = useMessages();
  return (
    <SearchBox
      {...props}
      label={t('blogPage.searchLabel')}
      placeholder={t('blogPage.searchPlaceholder')}
      submitLabel={t('searchBox.submit')}
      clearLabel={t('searchBox.clear')}
    />
  );
}

const meta = {
  title: 'Primitives/SearchBox',
  component: SearchBox,
  args: { label: 'Search posts', placeholder: 'Search posts...', onChange: fn(), onSubmit: fn() },
  render: (args) => <BlogSearchBox {...args} />,
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithValue: Story = { args: { defaultValue: 'dashcam installation' } };

export const VisibleLabel: Story = { args: { showLabel: true } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'dashcam installation' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Search' })).toBeDisabled();
  },
};

export const FullWidthMobile: Story = {
  args: { fullWidth: true, defaultValue: 'LTE' },
  globals: { viewport: { value: 'mobile' } },
};

export const TypeAndSubmit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: 'Search posts' })).toBeInTheDocument();
    const input = canvas.getByRole('searchbox', { name: 'Search posts' });
    await userEvent.type(input, 'fleet safety{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('fleet safety');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith('fleet safety');
  },
};

/** The search button sends what was typed, for whoever does not know to press Enter, or cannot. */
export const SubmitWithButton: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search posts' }), 'LTE');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith('LTE');
  },
};

/** A field that filters as it is typed into (the admin's lead list) sends nothing: no button, the magnifier inside it. */
export const FilterAsYouType: Story = {
  args: { label: 'Search', showLabel: true, placeholder: 'Name, company or e-mail', onSubmit: undefined },
  // The admin's field, which is English: its own labels, not the blog's.
  render: (args) => <SearchBox {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Search' })).toBeNull();
  },
};

export const Clear: Story = {
  args: { defaultValue: 'dashcam installation' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    const input = canvas.getByRole('searchbox', { name: 'Search posts' });
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
  },
};
