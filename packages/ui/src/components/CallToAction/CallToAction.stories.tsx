import { homeCallToAction } from '@fleet/content/home.tsx';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink } from '../Button/Button.tsx';
import { CallToAction } from './CallToAction.tsx';

const { title, description, primary, secondary } = homeCallToAction;

const primaryAction = (
  <ButtonLink href={primary.href} tone="inverse" size="lg">
    {primary.label}
  </ButtonLink>
);

/**
 * On the brand background the main action takes tone="inverse" and a second one tone="secondary":
 * a 'primary' button would vanish into the band, and 'ghost' text fails contrast on it.
 */
const meta = {
  title: 'Site/CallToAction',
  component: CallToAction,
  parameters: { layout: 'fullscreen' },
  args: {
    title,
    text: description,
    actions: (
      <>
        {primaryAction}
        <ButtonLink href={secondary.href} tone="secondary" size="lg">
          {secondary.label}
        </ButtonLink>
      </>
    ),
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

export const WithoutText: Story = { args: { text: undefined } };

export const SingleAction: Story = { args: { actions: primaryAction } };

/** Under a section heading the banner's title steps down the outline and keeps its size. */
export const HeadingLevel3: Story = {
  args: { headingLevel: '3' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3, name: title })).toBeVisible();
  },
};

/** The buttons wrap under each other on a phone. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

export const LongText: Story = {
  args: {
    title: 'Bring Every Dashcam in Your Fleet into One Place and See What Your Drivers See, Live',
    text: 'Live view, remote playback, event uploads, GPS tracking and driving reports for fleets of every size. Start with one vehicle and grow to a thousand without changing a thing, with no hardware to install in the office and nothing to maintain.',
  },
};
