import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { VideoEmbed } from './VideoEmbed.tsx';

const posterSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720"><rect width="1280" height="720" fill="#24405f"/><rect y="470" width="1280" height="250" fill="#3a4a5c"/><path d="M0 640 L1280 560" stroke="#ffb400" stroke-width="14" stroke-dasharray="60 40"/><rect x="420" y="330" width="380" height="150" rx="18" fill="#e6efff"/><rect x="800" y="380" width="130" height="100" rx="14" fill="#c3cfdb"/><circle cx="500" cy="490" r="40" fill="#0b1b2b"/><circle cx="840" cy="490" r="40" fill="#0b1b2b"/></svg>`;
const poster = `data:image/svg+xml,${encodeURIComponent(posterSvg)}`;
const videoWidth: Decorator = (Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>;

// Story-only: the video's title in the other languages the toolbar offers (the args hold the English one).
const translatedTitle: Readonly<Record<string, string>> = { de: 'Videotelematik für Flotten in 90 Sekunden' };

const meta = {
  title: 'Site/VideoEmbed',
  component: VideoEmbed,
  args: { videoId: 'FleetDemo01', title: 'Fleet video telematics in 90 seconds', onLoadedChange: fn() },
  argTypes: { muted: { control: 'boolean' }, loaded: { control: 'boolean' } },
  decorators: [videoWidth],
  render: function VideoStory(args) {
    const { lang } = useMessages();
    return <VideoEmbed {...args} title={translatedTitle[lang] ?? args.title} />;
  },
} satisfies Meta<typeof VideoEmbed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link to the video's page, so that a press before the page's script has come still plays it. */
export const Facade: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Play video: Fleet video telematics in 90 seconds' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=FleetDemo01',
    );
  },
};

export const WithPoster: Story = { args: { posterSrc: poster } };

/** The player itself, rendered straight from props (the machine has no network, so the frame stays empty). */
export const Loaded: Story = {
  // The player frame goes to the video platform, which a screenshot cannot wait for.
  tags: ['interaction-only'],
  args: { loaded: true, muted: true },
};

export const PlayLoadsPlayer: Story = {
  // The player frame goes to the video platform, which a screenshot cannot wait for; Loaded shows the look.
  tags: ['interaction-only'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Play video: Fleet video telematics in 90 seconds' }));
    await expect(args.onLoadedChange).toHaveBeenCalledWith(true);
    await expect(canvas.queryByRole('link')).toBeNull();
    const player = canvasElement.querySelector('iframe');
    await expect(player).toHaveAttribute('title', 'Fleet video telematics in 90 seconds');
    await expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/FleetDemo01?autoplay=1');
  },
};

/** A featured video: the facade until the page has loaded, then the muted player by itself, leaving focus where it was. */
export const AutoplayStartsMutedAfterLoad: Story = {
  // The player frame goes to the video platform, which a screenshot cannot wait for; WithPoster shows the placeholder.
  tags: ['interaction-only'],
  args: { autoplay: true, posterSrc: poster },
  play: async ({ args, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('iframe')).not.toBeNull());
    const player = canvasElement.querySelector('iframe');
    await expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/FleetDemo01?autoplay=1&mute=1');
    await expect(args.onLoadedChange).toHaveBeenCalledWith(true);
    await expect(player).not.toHaveFocus();
  },
};
