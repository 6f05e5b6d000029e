import type { Meta, StoryObj } from '@storybook/react-vite';
import { aboutStatFixtures } from './AboutStats.fixtures.tsx';
import { AboutStats } from './AboutStats.tsx';

const meta = {
  title: 'Site/AboutStats',
  component: AboutStats,
  args: { stats: aboutStatFixtures },
} satisfies Meta<typeof AboutStats>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
