import { features } from '@fleet/content/features.tsx';
import { messagesFor } from '@fleet/i18n/catalogues.ts';
import type { Messages } from '@fleet/i18n/createMessages.ts';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { type Feature, FeatureCard } from './FeatureCard.tsx';

const feature = (messages: Messages, id: string) => features(messages).find((candidate) => candidate.id === id)!;
const english = messagesFor('en');
const cardWidth: Decorator = (Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>;

// Story-only copy that makes every part of a card run long, in each language the stories are shown in.
const longCopy: Readonly<Record<string, Pick<Feature, 'title' | 'description'> & { bullet: string }>> = {
  en: {
    title: 'Unlimited Live View from Every Channel of Every Camera in the Fleet',
    description:
      'Watch any camera in your fleet live from the browser or the mobile app, as often and for as long as you need. Switch between the front, rear and interior channels, keep several vehicles on screen at once during a high-risk delivery, and hand a live link to a colleague on call without sharing your login.',
    bullet: 'Several vehicles on screen at once while dispatch follows a convoy through a long route',
  },
  de: {
    title: 'Unbegrenzte Live-Ansicht aller Kanäle jeder Kamera Ihrer gesamten Flotte',
    description:
      'Sehen Sie jede Kamera Ihrer Flotte live im Browser oder in der mobilen App – so oft und so lange Sie möchten. Wechseln Sie zwischen Front-, Heck- und Innenraumkanal, behalten Sie bei einer riskanten Lieferung mehrere Fahrzeuge gleichzeitig im Blick und geben Sie einem Kollegen in Rufbereitschaft einen Live-Link, ohne Ihre Zugangsdaten weiterzugeben.',
    bullet: 'Mehrere Fahrzeuge gleichzeitig auf dem Bildschirm, während die Disposition einen Konvoi über eine lange Route begleitet',
  },
};

function longFeature(messages: Messages): Feature {
  const liveView = feature(messages, 'unlimited-live-view');
  const { title, description, bullet } = longCopy[messages.lang] ?? longCopy.en!;
  return { ...liveView, title, description, bullets: [...liveView.bullets!, bullet] };
}

const meta = {
  title: 'Site/FeatureCard',
  component: FeatureCard,
  args: feature(english, 'remote-playback'),
  // The feature of the args' id, in the language the toolbar chose (an id is the same in every language).
  render: function FeatureStory(args) {
    return <FeatureCard {...args} {...feature(useMessages(), args.id)} />;
  },
} satisfies Meta<typeof FeatureCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { decorators: [cardWidth] };

export const WithBullets: Story = { decorators: [cardWidth], args: feature(english, 'dms-features') };

export const LongText: Story = {
  decorators: [cardWidth],
  args: longFeature(english),
  render: function LongTextStory(args) {
    return <FeatureCard {...args} {...longFeature(useMessages())} />;
  },
};

/** All eleven cards as /features lays them out. */
export const AllFeatures: Story = {
  render: function AllFeaturesStory() {
    return (
      <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}>
        {features(useMessages()).map((feature) => (
          <FeatureCard key={feature.id} {...feature} />
        ))}
      </div>
    );
  },
};
