import { homeHero, overviewVideo } from '@fleet/content/home.tsx';
import { messagesFor } from '@fleet/i18n/catalogues.ts';
import type { Messages } from '@fleet/i18n/createMessages.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { ButtonLink } from '../Button/Button.tsx';
import { VideoEmbed } from '../VideoEmbed/VideoEmbed.tsx';
import { heroImageFixture } from './ResponsiveHero.fixtures.ts';
import { ResponsiveHero } from './ResponsiveHero.tsx';

/** The home page's hero copy and picture, in the given language. */
function homeHeroArgs(messages: Messages) {
  const hero = homeHero(messages);
  return {
    eyebrow: hero.eyebrow,
    headline: hero.headline,
    subText: hero.subText,
    actions: (
      <>
        <ButtonLink href={hero.primaryAction.href} size="lg">
          {hero.primaryAction.label}
        </ButtonLink>
        {hero.secondaryAction ? (
          <ButtonLink href={hero.secondaryAction.href} size="lg" tone="secondary">
            {hero.secondaryAction.label}
          </ButtonLink>
        ) : null}
      </>
    ),
    image: heroImageFixture(messages),
  };
}

const meta = {
  title: 'Site/ResponsiveHero',
  component: ResponsiveHero,
  args: homeHeroArgs(messagesFor('en')),
  // The copy in the language the toolbar chose.
  render: function HomeHeroStory(args) {
    return <ResponsiveHero {...args} {...homeHeroArgs(useMessages())} />;
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ResponsiveHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

// Story-only: a headline long enough to wrap over several lines, in each language the stories are shown in.
const longHeadline: Readonly<Record<string, string>> = {
  en: 'Cloud Video Telematics That Turns the Dashcams in Your Vans, Trucks and Plant Machinery into One Live, Searchable Fleet',
  de: 'Videotelematik aus der Cloud, die die Dashcams in Ihren Transportern, Lkw und Baumaschinen zu einer einzigen, live durchsuchbaren Flotte vereint',
};

export const LongHeadline: Story = {
  args: { headline: longHeadline.en },
  render: function LongHeadlineStory(args) {
    const messages = useMessages();
    return <ResponsiveHero {...args} {...homeHeroArgs(messages)} headline={longHeadline[messages.lang] ?? longHeadline.en} />;
  },
};

/** With the overview video under the picture, as the home page shows it (without its poster, a file the site serves). */
export const WithVideo: Story = {
  args: { video: <VideoEmbed videoId={overviewVideo(messagesFor('en')).videoId} title={overviewVideo(messagesFor('en')).title} /> },
  render: function WithVideoStory(args) {
    const messages = useMessages();
    const video = overviewVideo(messages);
    return <ResponsiveHero {...args} {...homeHeroArgs(messages)} video={<VideoEmbed videoId={video.videoId} title={video.title} />} />;
  },
};
