import { dashcamSections, popularAccessories } from '@fleet/content/dashcams.ts';
import { messagesFor } from '@fleet/i18n/catalogues.ts';
import type { Messages } from '@fleet/i18n/createMessages.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { Card } from '../Card/Card.tsx';
import { Grid } from '../Grid/Grid.tsx';
import { GridItem } from '../Grid/GridItem.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { pageAligns } from '../PageHeader/PageHeader.css';
import { Text } from '../Text/Text.tsx';
import { pageSectionTones } from './PageSection.css';
import { PageSection } from './PageSection.tsx';

// The dashcams page's accessories, drawn as plain cards: the section's own content is whatever the page puts in it.
function AccessoryCards() {
  return (
    <Grid as="ul">
      {popularAccessories(useMessages()).map((accessory) => (
        <GridItem key={accessory.name}>
          <Card>
            <Heading level="3">{accessory.name}</Heading>
            <Text tone="muted">{accessory.description}</Text>
          </Card>
        </GridItem>
      ))}
    </Grid>
  );
}

/** A piece of the site's copy in the language the toolbar chose, where the args take a node. */
function Copy({ of }: { of: (messages: Messages) => string }) {
  return <>{of(useMessages())}</>;
}

// Story-only text for a section's content, in each language the stories are shown in.
const threeCards: Readonly<Record<string, string>> = {
  en: 'Three cards: battery pack, tamper-proof case and SD card.',
  de: 'Drei Karten: Akkupack, manipulationssicheres Gehäuse und SD-Karte.',
};

// The play functions run in English.
const accessoriesTitle = dashcamSections(messagesFor('en')).accessories.title;
const firstAccessory = popularAccessories(messagesFor('en'))[0]!.name;

const meta = {
  title: 'Site/PageSection',
  component: PageSection,
  parameters: { layout: 'fullscreen' },
  args: {
    title: <Copy of={(messages) => dashcamSections(messages).accessories.title} />,
    intro: <Copy of={(messages) => dashcamSections(messages).accessories.description} />,
    children: <AccessoryCards />,
  },
  argTypes: {
    tone: { control: 'inline-radio', options: pageSectionTones },
    align: { control: 'inline-radio', options: pageAligns },
    headingLevel: { control: 'inline-radio', options: ['2', '3', '4'] },
    title: { control: false },
    intro: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof PageSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: accessoriesTitle });
    await expect(within(section).getByRole('heading', { level: 2, name: accessoriesTitle })).toBeVisible();
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
    const section = within(canvasElement).getByRole('region', { name: accessoriesTitle });
    await expect(section).toHaveAttribute('id', 'accessories');
    await expect(parseFloat(getComputedStyle(section).scrollMarginTop)).toBeGreaterThan(0);
  },
};

/** Far down a long page: drawn as usual once on screen, and not styled or laid out while it is off screen. */
export const Deferred: Story = {
  args: { deferred: true },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: accessoriesTitle });
    await expect(getComputedStyle(section).contentVisibility).toBe('auto');
    await expect(within(section).getByRole('heading', { level: 3, name: firstAccessory })).toBeVisible();
  },
};

export const HeadingLevel3: Story = {
  args: {
    headingLevel: '3',
    children: (
      <Text tone="muted">
        <Copy of={(messages) => threeCards[messages.lang] ?? threeCards.en!} />
      </Text>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3, name: accessoriesTitle })).toBeVisible();
  },
};

/** Less space around the band and one card per row. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
