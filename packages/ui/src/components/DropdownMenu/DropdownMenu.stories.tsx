import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChevronDownIcon, CopyIcon, ExternalLinkIcon } from '../../icons/index.ts';
import { expectMenuContract } from '../../test/behaviours/menuBehaviour.ts';
import { Button } from '../Button/Button.tsx';
import { DropdownMenu, DropdownMenuLabel, type DropdownMenuProps, DropdownMenuSeparator, DropdownMenuTrigger } from './DropdownMenu.tsx';
import { DropdownMenuCheckboxItem } from './DropdownMenuCheckboxItem.tsx';
import { type DropdownMenuAlign, DropdownMenuContent, dropdownMenuAligns } from './DropdownMenuContent.tsx';
import { DropdownMenuItem } from './DropdownMenuItem.tsx';
import { DropdownMenuRadioGroup, DropdownMenuRadioItem } from './DropdownMenuRadioItem.tsx';

type MenuStoryArgs = DropdownMenuProps & {
  align?: DropdownMenuAlign;
  /** Adds the destructive 'Delete' item. */
  withCriticalItem?: boolean;
  onSelect: (item: string) => void;
};

function ManagerActionsMenu({ defaultOpen, align, withCriticalItem, onSelect }: MenuStoryArgs) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger>
        <Button tone="secondary" icon={<ChevronDownIcon size={16} />}>
          Actions
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align={align}>
        <DropdownMenuItem icon={<CopyIcon size={16} />} onSelect={() => onSelect('Copy Link')}>
          Copy Link
        </DropdownMenuItem>
        <DropdownMenuItem icon={<ExternalLinkIcon size={16} />} onSelect={() => onSelect('Open Demo URL')}>
          Open Demo URL
        </DropdownMenuItem>
        <DropdownMenuItem disabled>Activate</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onSelect('Deactivate')}>Deactivate</DropdownMenuItem>
        {withCriticalItem ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem tone="critical" onSelect={() => onSelect('Delete')}>
              Delete
            </DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const meta = {
  title: 'Primitives/DropdownMenu',
  component: DropdownMenu,
  render: (args) => <ManagerActionsMenu {...args} />,
  // The story renders compose the trigger and the items themselves.
  args: { children: null, align: 'start', onSelect: fn() },
  argTypes: { align: { control: 'inline-radio', options: dropdownMenuAligns } },
} satisfies Meta<MenuStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Closed: Story = {};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ args, canvasElement }) => {
    const menu = await screenOf(canvasElement).findByRole('menu', { name: 'Actions' });
    await expect(within(menu).getByRole('menuitem', { name: 'Activate' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Copy Link' }));
    await expect(args.onSelect).toHaveBeenCalledWith('Copy Link');
    await waitFor(() => expect(screenOf(canvasElement).queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const WithCriticalItem: Story = { args: { defaultOpen: true, withCriticalItem: true } };

export const AlignEnd: Story = {
  args: { defaultOpen: true, align: 'end' },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <ManagerActionsMenu {...args} />
    </div>
  ),
};

const categories = ['All', 'News', 'Products', 'Events', 'Media', 'Video', 'Reviews', 'Updates', 'Caught On Roadsight'];

function CategoryMenu({ onSelect }: MenuStoryArgs) {
  const [category, setCategory] = useState('All');
  const [showExcerpts, setShowExcerpts] = useState(true);
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger>
        <Button tone="secondary" icon={<ChevronDownIcon size={16} />}>
          {`Category: ${category}`}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Category</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={category}
          onValueChange={(value) => {
            setCategory(value);
            onSelect(value);
          }}
        >
          {categories.map((label) => (
            <DropdownMenuRadioItem key={label} value={label}>
              {label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuCheckboxItem checked={showExcerpts} onCheckedChange={setShowExcerpts}>
          Show excerpts
        </DropdownMenuCheckboxItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** Radio and checkbox items: the blog's category filter as it appears on phones. */
export const Choices: Story = {
  render: (args) => <CategoryMenu {...args} />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const menu = await screenOf(canvasElement).findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'All' })).toBeChecked();
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Video' }));
    await expect(args.onSelect).toHaveBeenCalledWith('Video');
    await expect(within(canvasElement).getByRole('button', { name: 'Category: Video' })).toBeInTheDocument();
  },
};

export const KeyboardContract: Story = {
  args: { withCriticalItem: true },
  play: async ({ canvasElement }) => {
    await expectMenuContract({ canvasElement, trigger: 'Actions' });
  },
};
