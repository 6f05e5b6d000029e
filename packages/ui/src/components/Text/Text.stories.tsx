import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../Card/Card.tsx';
import { textSizes, textTones, textWeights } from './Text.css';
import { Text } from './Text.tsx';

const meta = {
  title: 'Primitives/Text',
  component: Text,
  args: { children: 'Dashcam-based video telematics for fleets of every size.' },
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'inline-radio', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
    maxLines: { control: { type: 'number', min: 1, max: 6 } },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size}>
          Size {size}: Live data from our global network
        </Text>
      ))}
    </div>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {textTones
        .filter((tone) => tone !== 'inverse')
        .map((tone) => (
          <Text key={tone} {...args} tone={tone}>
            Tone {tone}: Live data from our global network
          </Text>
        ))}
      {/* Inverse text only reads on a dark surface. */}
      <Card tone="inverse" padding="md">
        <Text {...args} tone="inverse">
          Tone inverse: Live data from our global network
        </Text>
      </Card>
    </div>
  ),
};

export const Weights: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {textWeights.map((weight) => (
        <Text key={weight} {...args} weight={weight}>
          Weight {weight}: Live data from our global network
        </Text>
      ))}
    </div>
  ),
};

export const Alignments: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8, maxWidth: '32rem' }}>
      {(['start', 'center', 'end'] as const).map((align) => (
        <Text key={align} {...args} align={align}>
          Align {align}
        </Text>
      ))}
    </div>
  ),
};

export const MaxLines: Story = {
  args: {
    maxLines: 2,
    children:
      'A mining fleet in Mongolia cut harsh-braking events by reviewing event uploads with every driver each week, while live view and GPS tracking let the safety team follow each haul road from the office in real time.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
};
