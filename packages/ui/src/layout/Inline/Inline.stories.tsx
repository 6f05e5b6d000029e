import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { vars } from '../../theme/contract.css';
import { spaces } from '../Stack/Stack.css';
import { Inline } from './Inline.tsx';

function Box({ children }: { children: ReactNode }) {
  return <div style={{ background: vars.color.brandSoft, color: vars.color.text, padding: vars.space.sm, borderRadius: vars.radius.sm }}>{children}</div>;
}

const categories = ['All', 'News', 'Products', 'Events', 'Media', 'Video', 'Reviews', 'Updates'];

const meta = {
  title: 'Primitives/Inline',
  component: Inline,
  args: { children: categories.slice(0, 4).map((category) => <Box key={category}>{category}</Box>) },
  argTypes: {
    gap: { control: 'select', options: spaces },
    align: { control: 'inline-radio', options: ['stretch', 'start', 'center', 'end'] },
    justify: { control: 'inline-radio', options: ['start', 'center', 'end', 'between'] },
    children: { control: false },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Gaps: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {spaces.map((gap) => (
        <Inline key={gap} {...args} gap={gap}>
          <strong style={{ minWidth: '6rem' }}>gap {gap}</strong>
          <Box>One</Box>
          <Box>Two</Box>
          <Box>Three</Box>
        </Inline>
      ))}
    </div>
  ),
};

export const Justify: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {(['start', 'center', 'end', 'between'] as const).map((justify) => (
        <div key={justify} style={{ border: `1px dashed ${vars.color.border}`, padding: vars.space.xs }}>
          <Inline {...args} justify={justify}>
            <Box>justify {justify}</Box>
            <Box>Two</Box>
          </Inline>
        </div>
      ))}
    </div>
  ),
};

export const Alignments: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {(['stretch', 'start', 'center', 'end'] as const).map((align) => (
        <Inline key={align} {...args} align={align}>
          <Box>
            align {align}
            <br />
            two lines
          </Box>
          <Box>One line</Box>
        </Inline>
      ))}
    </div>
  ),
};

/** Items wrap onto the next line when there is no room. */
export const Wrapping: Story = {
  args: { children: categories.map((category) => <Box key={category}>{category}</Box>) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '16rem' }}>
        <Story />
      </div>
    ),
  ],
};
