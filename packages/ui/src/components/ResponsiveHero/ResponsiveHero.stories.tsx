import type { Meta, StoryObj } from '@storybook/react-vite';
import { ButtonLink } from '../Button/Button.tsx';
import { VideoEmbed } from '../VideoEmbed/VideoEmbed.tsx';
import { heroImageFixture } from './ResponsiveHero.fixtures.ts';
import { ResponsiveHero } from './ResponsiveHero.tsx';

const meta = {
  title: 'Site/ResponsiveHero',
  component: ResponsiveHero,
  args: {
    eyebrow: 'AI-powered Simplicity in Tracking',
    headline: 'Dashcam-Based Video Telematics for Every Fleet',
    subText:
      'See every vehicle live, get event clips the moment they happen and coach drivers with AI monitoring, all from the dashcams your fleet already trusts.',
    actions: (
      <>
        <ButtonLink href="/request-demo" size="lg">
          Request a Demo
        </ButtonLink>
        <ButtonLink href="/how-it-works" size="lg" tone="secondary">
          How It Works
        </ButtonLink>
      </>
    ),
    image: heroImageFixture,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ResponsiveHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LongHeadline: Story = {
  args: {
    headline: 'Cloud Video Telematics That Turns the Dashcams in Your Vans, Trucks and Plant Machinery into One Live, Searchable Fleet',
  },
};

/** With the overview video under the picture, as the home page shows it. */
export const WithVideo: Story = {
  args: { video: <VideoEmbed videoId="FleetDemo01" title="Fleet video telematics in 90 seconds" /> },
};
