import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { headingLevels } from './Heading.css';
import { Heading } from './Heading.tsx';

const meta = {
  title: 'Primitives/Heading',
  component: Heading,
  args: { level: '1', children: 'AI-powered Simplicity in Tracking' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'inline-radio', options: headingLevels },
    align: { control: 'inline-radio', options: ['start', 'center'] },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Levels: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {headingLevels.map((level) => (
        <Heading key={level} {...args} level={level}>
          Level {level}: Trusted by Leading Companies Worldwide
        </Heading>
      ))}
    </div>
  ),
};

/** An h2 in the outline that looks like a level 4 heading. */
export const SizeOverride: Story = {
  args: { level: '2', size: '4', children: 'Popular Accessories' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Popular Accessories' })).toBeVisible();
  },
};

export const Centered: Story = { args: { level: '2', align: 'center', children: 'Success Stories' } };

export const LongText: Story = {
  args: { level: '1', children: 'Bulk Order Inquiry – Exclusive Fleet Pricing for fleets of 50+ units' },
  globals: { viewport: { value: 'mobile' } },
};
