import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { vars } from '../../theme/contract.css';
import { spaces } from './Stack.css';
import { Stack } from './Stack.tsx';

function Box({ children }: { children: ReactNode }) {
  return <div style={{ background: vars.color.brandSoft, color: vars.color.text, padding: vars.space.sm, borderRadius: vars.radius.sm }}>{children}</div>;
}

const steps = ['Choose a compatible dashcam', 'SIM preparation', 'Subscribe'];

const meta = {
  title: 'Primitives/Stack',
  component: Stack,
  args: {
    children: steps.map((step) => <Box key={step}>{step}</Box>),
  },
  argTypes: {
    gap: { control: 'select', options: spaces },
    align: { control: 'inline-radio', options: ['stretch', 'start', 'center', 'end'] },
    children: { control: false },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Gaps: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))', gap: 24 }}>
      {spaces.map((gap) => (
        <Stack key={gap} {...args} gap={gap}>
          <strong>gap {gap}</strong>
          <Box>One</Box>
          <Box>Two</Box>
        </Stack>
      ))}
    </div>
  ),
};

export const Alignments: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))', gap: 24 }}>
      {(['stretch', 'start', 'center', 'end'] as const).map((align) => (
        <Stack key={align} {...args} align={align} gap="xs">
          <strong>align {align}</strong>
          <Box>Short</Box>
          <Box>A longer item</Box>
        </Stack>
      ))}
    </div>
  ),
};

export const AsList: Story = {
  args: {
    as: 'ol',
    children: steps.map((step) => (
      <li key={step}>
        <Box>{step}</Box>
      </li>
    )),
  },
};
