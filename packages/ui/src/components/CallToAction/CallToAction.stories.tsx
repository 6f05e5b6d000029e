import { homeCallToAction } from '@fleet/content/home.tsx';
import { messagesFor } from '@fleet/i18n/catalogues.ts';
import type { Messages } from '@fleet/i18n/createMessages.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { ButtonLink } from '../Button/Button.tsx';
import { CallToAction } from './CallToAction.tsx';

/** The home page's closing banner in the given language: its title, sentence and one or both actions. */
function homeBanner(messages: Messages) {
  const { title, description, primary, secondary } = homeCallToAction(messages);
  const primaryAction = (
    <ButtonLink href={primary.href} tone="inverse" size="lg">
      {primary.label}
    </ButtonLink>
  );
  const actions = (
    <>
      {primaryAction}
      <ButtonLink href={secondary.href} tone="secondary" size="lg">
        {secondary.label}
      </ButtonLink>
    </>
  );
  return { title, text: description, primaryAction, actions };
}

// The play functions read the English copy (stories are tested in English).
const english = homeBanner(messagesFor('en'));
const { title } = english;

/**
 * On the brand background the main action takes tone="inverse" and a second one tone="secondary":
 * a 'primary' button would vanish into the band, and 'ghost' text fails contrast on it.
 */
const meta = {
  title: 'Site/CallToAction',
  component: CallToAction,
  parameters: { layout: 'fullscreen' },
  args: { title, text: english.text, actions: english.actions },
  // The copy in the language the toolbar chose.
  render: function HomeCallToActionStory(args) {
    const { title, text, actions } = homeBanner(useMessages());
    return <CallToAction {...args} title={title} text={text} actions={actions} />;
  },
  argTypes: { text: { control: false }, actions: { control: false } },
} satisfies Meta<typeof CallToAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: title })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: title })).toBeVisible();
  },
};

export const WithoutText: Story = {
  args: { text: undefined },
  render: function WithoutTextStory(args) {
    const { title, actions } = homeBanner(useMessages());
    return <CallToAction {...args} title={title} actions={actions} />;
  },
};

export const SingleAction: Story = {
  args: { actions: english.primaryAction },
  render: function SingleActionStory(args) {
    const { title, text, primaryAction } = homeBanner(useMessages());
    return <CallToAction {...args} title={title} text={text} actions={primaryAction} />;
  },
};

/** Under a section heading the banner's title steps down the outline and keeps its size. */
export const HeadingLevel3: Story = {
  args: { headingLevel: '3' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3, name: title })).toBeVisible();
  },
};

/** The buttons wrap under each other on a phone. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

// Story-only: a title and sentence long enough to wrap, in each language the stories are shown in.
const longText: Readonly<Record<string, { title: string; text: string }>> = {
  en: {
    title: 'Bring Every Dashcam in Your Fleet into One Place and See What Your Drivers See, Live',
    text: 'Live view, remote playback, event uploads, GPS tracking and driving reports for fleets of every size. Start with one vehicle and grow to a thousand without changing a thing, with no hardware to install in the office and nothing to maintain.',
  },
  de: {
    title: 'Alle Dashcams Ihrer Flotte an einem Ort – und live sehen, was Ihre Fahrer sehen',
    text: 'Live-Ansicht, Wiedergabe aus der Ferne, Ereignis-Uploads, GPS-Ortung und Fahrberichte für Flotten jeder Größe. Starten Sie mit einem Fahrzeug und wachsen Sie auf tausend, ohne etwas umzustellen – ohne Hardware im Büro und ganz ohne Wartung.',
  },
};

export const LongText: Story = {
  args: longText.en,
  render: function LongTextStory(args) {
    const messages = useMessages();
    const { actions } = homeBanner(messages);
    return <CallToAction {...args} {...(longText[messages.lang] ?? longText.en)} actions={actions} />;
  },
};
