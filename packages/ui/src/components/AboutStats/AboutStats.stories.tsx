import { aboutStats } from '@fleet/content/about.tsx';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AboutStats } from './AboutStats.tsx';

const meta = {
  title: 'Site/AboutStats',
  component: AboutStats,
  args: { stats: aboutStats },
} satisfies Meta<typeof AboutStats>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
