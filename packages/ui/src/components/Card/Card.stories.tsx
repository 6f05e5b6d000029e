import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '../../theme/contract.css';
import { Heading } from '../Heading/Heading.tsx';
import { Text } from '../Text/Text.tsx';
import { cardTones } from './Card.css';
import { Card, type CardProps } from './Card.tsx';

const cardPaddings = ['none', 'md', 'lg'] as const satisfies readonly NonNullable<CardProps['padding']>[];

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: {
    children: (
      <>
        <Heading level="3">Monthly Plan</Heading>
        <Text tone="muted">$15.99 first vehicle, $12.00 per additional vehicle.</Text>
      </>
    ),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: cardTones },
    padding: { control: 'inline-radio', options: cardPaddings },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

// Text sets its own colour, so on a dark or brand card it needs tone="inverse"; Heading inherits the card's.
const textToneOn = { default: 'muted', muted: 'muted', inverse: 'inverse', brand: 'inverse' } as const;

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {cardTones.map((tone) => (
        <Card key={tone} {...args} tone={tone}>
          <Heading level="3">Tone {tone}</Heading>
          <Text tone={textToneOn[tone]}>Live data from our global network</Text>
        </Card>
      ))}
    </div>
  ),
};

export const Paddings: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {cardPaddings.map((padding) => (
        <Card key={padding} {...args} padding={padding}>
          <Text>Padding {padding}</Text>
        </Card>
      ))}
    </div>
  ),
};

/** Media runs to the card's edge and is clipped by its rounded corners. */
export const PaddingNoneWithImage: Story = {
  render: (args) => (
    <Card {...args} padding="none" as="article" aria-labelledby="card-media-title">
      <div
        role="img"
        aria-label="Dashcam footage of a haul road at dawn"
        style={{ aspectRatio: '16 / 9', background: `linear-gradient(135deg, ${vars.color.brand}, ${vars.color.accent})` }}
      />
      <div style={{ padding: vars.space.lg, display: 'grid', gap: vars.space.xs }}>
        <Heading level="3" id="card-media-title">
          Mining fleet safety in Mongolia
        </Heading>
        <Text tone="muted">A resources fleet tracks every haul with live view and event upload.</Text>
      </div>
    </Card>
  ),
};
