import { features } from '@fleet/content/features.tsx';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { FeatureCard } from './FeatureCard.tsx';

const feature = (id: string) => features.find((candidate) => candidate.id === id)!;
const liveView = feature('unlimited-live-view');
const cardWidth: Decorator = (Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>;

const meta = {
  title: 'Site/FeatureCard',
  component: FeatureCard,
  args: feature('remote-playback'),
} satisfies Meta<typeof FeatureCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { decorators: [cardWidth] };

export const WithBullets: Story = { decorators: [cardWidth], args: feature('dms-features') };

export const LongText: Story = {
  decorators: [cardWidth],
  args: {
    ...liveView,
    title: 'Unlimited Live View from Every Channel of Every Camera in the Fleet',
    description:
      'Watch any camera in your fleet live from the browser or the mobile app, as often and for as long as you need. Switch between the front, rear and interior channels, keep several vehicles on screen at once during a high-risk delivery, and hand a live link to a colleague on call without sharing your login.',
    bullets: [...liveView.bullets!, 'Several vehicles on screen at once while dispatch follows a convoy through a long route'],
  },
};

/** All eleven cards as /features lays them out. */
export const AllFeatures: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}>
      {features.map((feature) => (
        <FeatureCard key={feature.id} {...feature} />
      ))}
    </div>
  ),
};
