import { bannerPromotions, bannerSlide } from '@fleet/content/home.tsx';
import { messagesFor } from '@fleet/i18n/catalogues.ts';
import type { Messages } from '@fleet/i18n/createMessages.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { vars } from '../../theme/contract.css';
import { Text } from '../Text/Text.tsx';
import { BannerCarousel } from './BannerCarousel.tsx';

/** The home page's promotions, as its carousel shows them. */
const homeSlides = (messages: Messages) => bannerPromotions(messages).map(bannerSlide);
const english = messagesFor('en');

const meta = {
  title: 'Site/BannerCarousel',
  component: BannerCarousel,
  args: { slides: homeSlides(english), label: english.t('home.bannerLabel'), onIndexChange: fn(), onPausedChange: fn() },
  // The promotions in the language the toolbar chose.
  render: function HomeBannerStory(args) {
    const messages = useMessages();
    return <BannerCarousel {...args} slides={homeSlides(messages)} label={messages.t('home.bannerLabel')} />;
  },
  argTypes: {
    autoAdvanceMs: { control: { type: 'number', min: 1000, step: 500 } },
    lockMs: { control: { type: 'number', min: 0, step: 100 } },
    paused: { control: 'boolean' },
  },
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const currentDot = (canvasElement: HTMLElement, slide: number) => within(canvasElement).getByRole('button', { name: `Go to slide ${slide}` });

/** A clock an hour out: on a busy machine the slides cannot move by themselves before the photograph or the first press. */
const anHour = 60 * 60 * 1000;

export const FirstSlide: Story = { args: { autoAdvanceMs: anHour } };

export const SecondSlide: Story = { args: { defaultIndex: 1, autoAdvanceMs: anHour } };

/** Auto-advance stopped from props: the play button offers to start it again. */
export const Paused: Story = { args: { paused: true } };

/** Next moves one slide; a second press during the 500 ms move is ignored; after it, Next steps again. */
export const StepWithTransitionLock: Story = {
  args: { autoAdvanceMs: anHour },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Next slide' });

    await userEvent.click(next);
    await expect(currentDot(canvasElement, 2)).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('group', { name: '2 of 2' })).not.toHaveAttribute('inert');
    // The visitor moved it, so the change is announced.
    await expect(canvasElement.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');

    await userEvent.click(next);
    await expect(currentDot(canvasElement, 2)).toHaveAttribute('aria-current', 'true');
    await expect(args.onIndexChange).toHaveBeenCalledTimes(1);

    await new Promise((resolve) => setTimeout(resolve, 600));
    await userEvent.click(next);
    await expect(currentDot(canvasElement, 1)).toHaveAttribute('aria-current', 'true');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(0);
  },
};

/** Pause stops the slides (changes are then announced); Play restarts them even with focus on the button. */
export const PauseAndPlay: Story = {
  args: { autoAdvanceMs: 1000 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const live = canvasElement.querySelector('[aria-live]');
    await userEvent.click(canvas.getByRole('button', { name: 'Pause slide show' }));
    await expect(args.onPausedChange).toHaveBeenCalledWith(true);
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(canvas.getByRole('button', { name: 'Play slide show' }));
    await expect(args.onPausedChange).toHaveBeenLastCalledWith(false);
    await expect(live).toHaveAttribute('aria-live', 'off');
    await waitFor(() => expect(currentDot(canvasElement, 2)).toHaveAttribute('aria-current', 'true'), { timeout: 3000 });
  },
};

/** Auto-advance, shortened so the test is quick: the slide moves without any input, and silently. */
export const AutoAdvance: Story = {
  args: { autoAdvanceMs: 1000 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'off');
    await waitFor(() => expect(currentDot(canvasElement, 2)).toHaveAttribute('aria-current', 'true'), { timeout: 3000 });
  },
};

/** Slides can also be anything the page draws itself. */
export const CustomSlides: Story = {
  render: (args) => <BannerCarousel {...args} />,
  args: {
    paused: true,
    slides: [
      <div key="a" style={{ padding: vars.space.xxxl, background: vars.color.brandSoft }}>
        <Text size="lg" weight="bold">
          Caught on camera: this month’s best dashcam clips
        </Text>
      </div>,
      <div key="b" style={{ padding: vars.space.xxxl, background: vars.color.cautionSoft }}>
        <Text size="lg" weight="bold">
          Meet us at the Fleet Technology Expo, booth 214
        </Text>
      </div>,
    ],
  },
};
