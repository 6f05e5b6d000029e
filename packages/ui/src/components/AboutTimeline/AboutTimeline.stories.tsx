import { aboutTimeline } from '@fleet/content/about.tsx';
import { messagesFor } from '@fleet/i18n/catalogues.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { AboutTimeline } from './AboutTimeline.tsx';

const meta = {
  title: 'Site/AboutTimeline',
  component: AboutTimeline,
  args: { entries: aboutTimeline(messagesFor('en')) },
  // The about page's milestones in the language the toolbar chose.
  render: (args) => <AboutTimeline {...args} entries={aboutTimeline(useMessages())} />,
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof AboutTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
