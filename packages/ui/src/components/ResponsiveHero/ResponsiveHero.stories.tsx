import { homeHero, overviewVideo } from '@fleet/content/home.tsx';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ButtonLink } from '../Button/Button.tsx';
import { VideoEmbed } from '../VideoEmbed/VideoEmbed.tsx';
import { heroImageFixture } from './ResponsiveHero.fixtures.ts';
import { ResponsiveHero } from './ResponsiveHero.tsx';

const meta = {
  title: 'Site/ResponsiveHero',
  component: ResponsiveHero,
  args: {
    eyebrow: homeHero.eyebrow,
    headline: homeHero.headline,
    subText: homeHero.subText,
    actions: (
      <>
        <ButtonLink href={homeHero.primaryAction.href} size="lg">
          {homeHero.primaryAction.label}
        </ButtonLink>
        {homeHero.secondaryAction ? (
          <ButtonLink href={homeHero.secondaryAction.href} size="lg" tone="secondary">
            {homeHero.secondaryAction.label}
          </ButtonLink>
        ) : null}
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

/** With the overview video under the picture, as the home page shows it (without its poster, a file the site serves). */
export const WithVideo: Story = {
  args: { video: <VideoEmbed videoId={overviewVideo.videoId} title={overviewVideo.title} /> },
};
