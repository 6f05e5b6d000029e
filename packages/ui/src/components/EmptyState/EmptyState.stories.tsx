import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LinkIcon, MailIcon } from '../../icons/icons.tsx';
import { Button } from '../Button/Button.tsx';
import { headingLevels } from '../Heading/Heading.css';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: {
    icon: <LinkIcon />,
    title: 'No demo URLs generated yet',
    description: 'Generated demo URLs appear here with their status and expiry.',
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: headingLevels },
    icon: { control: false },
    action: { control: false },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const onInvite = fn();

export const WithAction: Story = {
  args: {
    icon: <MailIcon />,
    title: 'No sales managers found',
    description: 'Invite a manager to let them generate demo URLs for their clients.',
    headingLevel: '3',
    action: (
      <Button size="sm" onClick={onInvite}>
        Invite Manager
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'No sales managers found' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Invite Manager' }));
    await expect(onInvite).toHaveBeenCalled();
  },
};

export const TitleOnly: Story = { args: { icon: undefined, description: undefined, title: 'No sales managers found' } };
