import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inlineMessageTones } from './InlineMessage.css';
import { InlineMessage } from './InlineMessage.tsx';

const meta = {
  title: 'Primitives/InlineMessage',
  component: InlineMessage,
  args: { tone: 'info', children: 'Live data from our global network' },
  argTypes: { tone: { control: 'inline-radio', options: inlineMessageTones } },
} satisfies Meta<typeof InlineMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Error: Story = {
  args: { tone: 'error', children: 'Invalid email or password' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Invalid email or password');
  },
};

export const Success: Story = {
  args: { tone: 'success', children: 'Demo URL has been generated successfully.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Demo URL has been generated successfully.');
  },
};

export const Info: Story = {};

export const Caution: Story = { args: { tone: 'caution', children: 'Nano SIM required and not included.' } };

const toneExamples = {
  error: 'Failed to load pricing information',
  success: 'Sales manager invited successfully',
  info: 'Live data from our global network',
  caution: 'Expires tomorrow',
} as const;

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {inlineMessageTones.map((tone) => (
        <InlineMessage key={tone} {...args} tone={tone}>
          {toneExamples[tone]}
        </InlineMessage>
      ))}
    </div>
  ),
};

export const LongText: Story = {
  args: {
    tone: 'error',
    children: 'Unable to connect to the authentication server. Please check your internet connection and try again.',
  },
  globals: { viewport: { value: 'mobile' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const WithTitle: Story = {
  args: { tone: 'error', title: 'Failed to load demo URLs', children: 'Failed to fetch demo URLs' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load demo URLs');
    await expect(alert).toHaveTextContent('Failed to fetch demo URLs');
  },
};
