import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { AdminPageHeader } from './AdminPageHeader.tsx';

const meta = {
  title: 'Admin/AdminPageHeader',
  component: AdminPageHeader,
  args: { title: 'Dashboard', description: 'Demo links and the sales team at a glance.' },
} satisfies Meta<typeof AdminPageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const TitleOnly: Story = { args: { description: undefined } };

export const WithActions: Story = {
  args: {
    title: 'Sales Managers',
    description: 'Invite sales staff, and activate, deactivate or remove their access.',
    actions: (
      <Button size="sm" onClick={fn()}>
        Invite Manager
      </Button>
    ),
  },
};

export const LongText: Story = {
  args: {
    title: 'Sales Managers and Super Admins who can generate demo links for prospective fleet customers',
    description:
      'Invite new sales staff with a temporary password, deactivate people who no longer need access, and remove accounts that were created by mistake. The last active Super Admin always stays.',
    actions: (
      <Button size="sm" onClick={fn()}>
        Invite Manager
      </Button>
    ),
  },
};
