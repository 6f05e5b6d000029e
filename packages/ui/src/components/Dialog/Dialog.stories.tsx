import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectDialogContract } from '../../test/behaviours/overlayBehaviour.ts';
import { Button } from '../Button/Button.tsx';
import { Text } from '../Text/Text.tsx';
import { dialogSizes } from './Dialog.css.ts';
import { Dialog, DialogClose, DialogTrigger } from './Dialog.tsx';
import { DialogContent } from './DialogContent.tsx';
import { DialogFooter } from './DialogFooter.tsx';

type DialogStoryArgs = ComponentProps<typeof DialogContent> & { defaultOpen?: boolean };

function DialogExample({ defaultOpen, children, ...content }: DialogStoryArgs) {
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger>
        <Button>Invite Manager</Button>
      </DialogTrigger>
      <DialogContent {...content}>
        {children}
        <DialogFooter>
          <DialogClose>
            <Button tone="secondary">Cancel</Button>
          </DialogClose>
          <Button>Send Invitation</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const paragraph =
  'The new manager receives an e-mail with a link to set a password. Until they accept, the invitation shows as pending in the Sales Managers list.';

const meta = {
  title: 'Primitives/Dialog',
  component: DialogContent,
  render: (args) => <DialogExample {...args} />,
  args: {
    title: 'Invite Manager',
    description: 'Add a sales manager to the admin area.',
    size: 'md',
    children: <Text>{paragraph}</Text>,
  },
  argTypes: {
    size: { control: 'inline-radio', options: dialogSizes },
    role: { control: 'inline-radio', options: ['dialog', 'alertdialog'] },
  },
} satisfies Meta<DialogStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

export const Small: Story = { args: { defaultOpen: true, size: 'sm' } };

export const WithoutDescription: Story = { args: { defaultOpen: true, description: undefined } };

export const LongContent: Story = {
  args: {
    defaultOpen: true,
    children: (
      <>
        {Array.from({ length: 12 }, (_, index) => (
          <Text
            // biome-ignore lint/suspicious/noArrayIndexKey: filler paragraphs that never change.
            key={index}
          >
            {index + 1}. {paragraph}
          </Text>
        ))}
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Invite Manager' });
    // The body scrolls and the actions row sticks to its end, so the actions stay on screen.
    const send = within(dialog).getByRole('button', { name: 'Send Invitation' });
    await waitFor(() => expect(send).toBeVisible());
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(send.getBoundingClientRect().bottom).toBeLessThanOrEqual(dialog.getBoundingClientRect().bottom);
  },
};

export const MobileWidth: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const CloseButton: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Invite Manager' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const KeyboardContract: Story = {
  play: async ({ canvasElement }) => {
    await expectDialogContract({ canvasElement, trigger: 'Invite Manager', dialog: 'Invite Manager' });
  },
};
