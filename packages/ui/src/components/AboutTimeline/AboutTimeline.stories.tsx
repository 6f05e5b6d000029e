import type { Meta, StoryObj } from '@storybook/react-vite';
import { timelineFixtures } from './AboutTimeline.fixtures.ts';
import { AboutTimeline } from './AboutTimeline.tsx';

const meta = {
  title: 'Site/AboutTimeline',
  component: AboutTimeline,
  args: { entries: timelineFixtures },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof AboutTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
