import { aboutStats } from '@fleet/content/about.tsx';
import { messagesFor } from '@fleet/i18n/catalogues.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { AboutStats } from './AboutStats.tsx';

const meta = {
  title: 'Site/AboutStats',
  component: AboutStats,
  args: { stats: aboutStats(messagesFor('en')) },
  // The about page's figures in the language the toolbar chose.
  render: (args) => <AboutStats {...args} stats={aboutStats(useMessages())} />,
} satisfies Meta<typeof AboutStats>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
