import { steps } from '@fleet/content/steps.tsx';
import { messagesFor } from '@fleet/i18n/catalogues.ts';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { StepCard } from './StepCard.tsx';

const english = steps(messagesFor('en'));
const cardWidth: Decorator = (Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>;

const meta = {
  title: 'Site/StepCard',
  component: StepCard,
  args: english[0]!,
  argTypes: { step: { control: { type: 'number', min: 1, max: 3 } } },
  // The title and description of the args' step in the language the toolbar chose; the button (the args') names its own text.
  render: function StepStory(args) {
    const step = steps(useMessages())[args.step - 1];
    return <StepCard {...args} {...(step && { title: step.title, description: step.description })} />;
  },
} satisfies Meta<typeof StepCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { decorators: [cardWidth] };

export const WithoutAction: Story = { decorators: [cardWidth], args: english[1]! };

/** The three steps in order, as /how-it-works shows them. */
export const AllSteps: Story = {
  render: function AllStepsStory() {
    return (
      <ol role="list" style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', margin: 0, padding: 0 }}>
        {steps(useMessages()).map((step) => (
          <StepCard key={step.step} as="li" {...step} />
        ))}
      </ol>
    );
  },
};
