import { dashcamsHeader } from '@fleet/content/dashcams.ts';
import { featuresHeader } from '@fleet/content/features.tsx';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink } from '../Button/Button.tsx';
import { pageAligns } from './PageHeader.css';
import { PageHeader } from './PageHeader.tsx';

const meta = {
  title: 'Site/PageHeader',
  component: PageHeader,
  parameters: { layout: 'fullscreen' },
  // The dashcams page's header; the eyebrow and the second action are the story's, to show them.
  args: {
    eyebrow: 'Hardware',
    title: dashcamsHeader.title,
    lead: dashcamsHeader.description,
    actions: (
      <>
        <ButtonLink href={dashcamsHeader.action!.href} size="lg">
          {dashcamsHeader.action!.label}
        </ButtonLink>
        <ButtonLink href="/pricing" size="lg" tone="secondary">
          See Pricing
        </ButtonLink>
      </>
    ),
  },
  argTypes: {
    align: { control: 'inline-radio', options: pageAligns },
    lead: { control: false },
    actions: { control: false },
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: dashcamsHeader.title })).toBeVisible();
  },
};

export const TitleOnly: Story = { args: { eyebrow: undefined, lead: undefined, actions: undefined, title: 'Features' } };

export const WithoutActions: Story = {
  args: { eyebrow: undefined, actions: undefined, title: featuresHeader.title, lead: featuresHeader.description },
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
    title: 'Dashcam-based Video Telematics for Fleets of Every Size, from One Van to a Thousand Trucks',
    lead: 'Watch any camera live, replay the moments that matter, get event clips the second a harsh brake happens and follow every vehicle on the map. Example Fleet brings the dashcams already in your vehicles into one place your whole team can use, from the office and from the road.',
  },
};
