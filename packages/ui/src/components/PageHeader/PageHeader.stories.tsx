import { dashcamsHeader } from '@fleet/content/dashcams.ts';
import { featuresHeader } from '@fleet/content/features.tsx';
import { messagesFor } from '@fleet/i18n/catalogues.ts';
import type { Messages } from '@fleet/i18n/createMessages.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { ButtonLink } from '../Button/Button.tsx';
import { Message } from '../Message/Message.tsx';
import { pageAligns } from './PageHeader.css';
import { PageHeader } from './PageHeader.tsx';

/** A piece of the site's copy in the language the toolbar chose, where the args take a node. */
function Copy({ of }: { of: (messages: Messages) => string }) {
  return <>{of(useMessages())}</>;
}

// Story-only text that makes the title and the lead run long, in each language the stories are shown in.
const longCopy: Readonly<Record<string, { title: string; lead: string }>> = {
  en: {
    title: 'Dashcam-based Video Telematics for Fleets of Every Size, from One Van to a Thousand Trucks',
    lead: 'Watch any camera live, replay the moments that matter, get event clips the second a harsh brake happens and follow every vehicle on the map. Example Fleet brings the dashcams already in your vehicles into one place your whole team can use, from the office and from the road.',
  },
  de: {
    title: 'Videotelematik auf Dashcam-Basis für Flotten jeder Größe – vom einzelnen Transporter bis zu tausend Lkw',
    lead: 'Sehen Sie jede Kamera live, spielen Sie die entscheidenden Momente erneut ab, erhalten Sie Ereignisclips in der Sekunde einer Vollbremsung und verfolgen Sie jedes Fahrzeug auf der Karte. Example Fleet bündelt die Dashcams, die bereits in Ihren Fahrzeugen stecken, an einem Ort, den Ihr ganzes Team nutzen kann – im Büro und unterwegs.',
  },
};
const long = (messages: Messages) => longCopy[messages.lang] ?? longCopy.en!;

const english = messagesFor('en');

const meta = {
  title: 'Site/PageHeader',
  component: PageHeader,
  parameters: { layout: 'fullscreen' },
  // The dashcams page's header; the eyebrow and the second action are the story's, to show them.
  args: {
    eyebrow: 'Hardware',
    title: <Copy of={(messages) => dashcamsHeader(messages).title} />,
    lead: <Copy of={(messages) => dashcamsHeader(messages).description} />,
    actions: (
      <>
        <ButtonLink href={dashcamsHeader(english).action!.href} size="lg">
          <Copy of={(messages) => dashcamsHeader(messages).action!.label} />
        </ButtonLink>
        <ButtonLink href="/pricing" size="lg" tone="secondary">
          <Message id="steps.seePricing" />
        </ButtonLink>
      </>
    ),
  },
  argTypes: {
    align: { control: 'inline-radio', options: pageAligns },
    title: { control: false },
    lead: { control: false },
    actions: { control: false },
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: dashcamsHeader(english).title })).toBeVisible();
  },
};

export const TitleOnly: Story = {
  args: { eyebrow: undefined, lead: undefined, actions: undefined, title: <Copy of={(messages) => featuresHeader(messages).title} /> },
};

export const WithoutActions: Story = {
  args: {
    eyebrow: undefined,
    actions: undefined,
    title: <Copy of={(messages) => featuresHeader(messages).title} />,
    lead: <Copy of={(messages) => featuresHeader(messages).description} />,
  },
};

export const WithoutEyebrow: Story = { args: { eyebrow: undefined } };

export const Alignments: Story = {
  render: (args) => (
    <>
      {pageAligns.map((align) => (
        <PageHeader key={align} {...args} align={align} eyebrow={`Align ${align}`} />
      ))}
    </>
  ),
};

/** Actions wrap under each other and the title breaks across lines. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

export const LongText: Story = {
  args: {
    title: <Copy of={(messages) => long(messages).title} />,
    lead: <Copy of={(messages) => long(messages).lead} />,
  },
};
