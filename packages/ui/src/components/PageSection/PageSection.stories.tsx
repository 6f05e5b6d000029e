import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../Card/Card.tsx';
import { Grid } from '../Grid/Grid.tsx';
import { GridItem } from '../Grid/GridItem.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { pageAligns } from '../PageHeader/PageHeader.css';
import { Text } from '../Text/Text.tsx';
import { pageSectionTones } from './PageSection.css';
import { PageSection } from './PageSection.tsx';

const accessories = [
  { title: 'Battery Pack', text: 'Keeps parking mode recording for hours after the engine stops.' },
  { title: 'Tamper-Proof Case', text: 'Locks the dashcam and its SD card away from curious hands.' },
  { title: 'SD Card', text: 'High-endurance memory made for continuous recording.' },
];

const accessoryCards = (
  <Grid as="ul">
    {accessories.map((accessory) => (
      <GridItem key={accessory.title}>
        <Card>
          <Heading level="3">{accessory.title}</Heading>
          <Text tone="muted">{accessory.text}</Text>
        </Card>
      </GridItem>
    ))}
  </Grid>
);

const meta = {
  title: 'Site/PageSection',
  component: PageSection,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Popular Accessories',
    intro: 'Longer parking recording, tamper protection and more memory for every dashcam.',
    children: accessoryCards,
  },
  argTypes: {
    tone: { control: 'inline-radio', options: pageSectionTones },
    align: { control: 'inline-radio', options: pageAligns },
    headingLevel: { control: 'inline-radio', options: ['2', '3', '4'] },
    intro: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof PageSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Popular Accessories' });
    await expect(within(section).getByRole('heading', { level: 2, name: 'Popular Accessories' })).toBeVisible();
  },
};

export const TitleOnly: Story = { args: { intro: undefined } };

/** Without a title the section is a plain band, not a named region. */
export const WithoutHeading: Story = {
  args: { title: undefined, intro: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const Tones: Story = {
  render: (args) => (
    <>
      {pageSectionTones.map((tone) => (
        <PageSection key={tone} {...args} tone={tone} title={`Tone ${tone}`} />
      ))}
    </>
  ),
};

export const Alignments: Story = {
  render: (args) => (
    <>
      {pageAligns.map((align) => (
        <PageSection key={align} {...args} align={align} title={`Align ${align}`} />
      ))}
    </>
  ),
};

/** A link to /dashcams#accessories lands with the title clear of the sticky navigation bar. */
export const WithAnchor: Story = {
  args: { id: 'accessories' },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Popular Accessories' });
    await expect(section).toHaveAttribute('id', 'accessories');
    await expect(parseFloat(getComputedStyle(section).scrollMarginTop)).toBeGreaterThan(0);
  },
};

export const HeadingLevel3: Story = {
  args: { headingLevel: '3', children: <Text tone="muted">Three cards: battery pack, tamper-proof case and SD card.</Text> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3, name: 'Popular Accessories' })).toBeVisible();
  },
};

/** Less space around the band and one card per row. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
