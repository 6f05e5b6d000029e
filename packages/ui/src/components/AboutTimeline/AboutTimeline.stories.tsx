import { aboutTimeline } from '@fleet/content/about.tsx';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AboutTimeline } from './AboutTimeline.tsx';

const meta = {
  title: 'Site/AboutTimeline',
  component: AboutTimeline,
  args: { entries: aboutTimeline },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof AboutTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
