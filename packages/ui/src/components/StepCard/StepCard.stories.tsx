import { steps } from '@fleet/content/steps.tsx';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { StepCard } from './StepCard.tsx';

const cardWidth: Decorator = (Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>;

const meta = {
  title: 'Site/StepCard',
  component: StepCard,
  args: steps[0]!,
  argTypes: { step: { control: { type: 'number', min: 1, max: 3 } } },
} satisfies Meta<typeof StepCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { decorators: [cardWidth] };

export const WithoutAction: Story = { decorators: [cardWidth], args: steps[1]! };

/** The three steps in order, as /how-it-works shows them. */
export const AllSteps: Story = {
  render: () => (
    <ol role="list" style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', margin: 0, padding: 0 }}>
      {steps.map((step) => (
        <StepCard key={step.step} as="li" {...step} />
      ))}
    </ol>
  ),
};
