import type { Meta, StoryObj } from '@storybook/react-vite';
import { AboutStats } from './AboutStats';
import { aboutStatFixtures } from './AboutStats.fixtures';

const meta = {
  title: 'Site/AboutStats',
  component: AboutStats,
  args: { stats: aboutStatFixtures },
} satisfies Meta<typeof AboutStats>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
