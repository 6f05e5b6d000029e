import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { spaces } from '../../layout/Stack/Stack.css';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { vars } from '../../theme/contract.css';
import { Card } from '../Card/Card.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { Text } from '../Text/Text.tsx';
import { gridElements, gridItemWidths } from './Grid.css';
import { Grid } from './Grid.tsx';
import { GridItem } from './GridItem.tsx';

// Texts of different lengths show the cells of a row keeping one height; story-only, in each language the stories are shown in.
const plans: Readonly<Record<string, ReadonlyArray<{ title: string; text: string }>>> = {
  en: [
    { title: 'Unlimited Live View', text: 'Watch any camera in your fleet live, as often and for as long as you need.' },
    { title: 'Remote Playback', text: 'Replay recorded footage from the SD card without touching the vehicle.' },
    {
      title: 'Automatic Event Upload',
      text: 'A harsh brake, a collision or a speeding event sends its clip to the cloud the moment it happens, so the safety team sees it before the driver calls.',
    },
    { title: 'Real-Time GPS Tracking', text: 'Follow every vehicle on the map.' },
    { title: 'Driving Reports', text: 'Weekly summaries of distance, events and driving time per driver.' },
  ],
  de: [
    { title: 'Unbegrenzte Live-Ansicht', text: 'Sehen Sie jede Kamera Ihrer Flotte live – so oft und so lange Sie möchten.' },
    { title: 'Fernwiedergabe', text: 'Spielen Sie Aufnahmen von der SD-Karte ab, ohne das Fahrzeug zu berühren.' },
    {
      title: 'Automatischer Ereignis-Upload',
      text: 'Eine Vollbremsung, ein Zusammenstoß oder eine Geschwindigkeitsüberschreitung schickt den Clip im selben Moment in die Cloud – so sieht das Sicherheitsteam ihn, bevor der Fahrer anruft.',
    },
    { title: 'GPS-Ortung in Echtzeit', text: 'Verfolgen Sie jedes Fahrzeug auf der Karte.' },
    { title: 'Fahrberichte', text: 'Wöchentliche Auswertungen von Strecke, Ereignissen und Fahrzeit pro Fahrer.' },
  ],
};
const planCount = plans.en!.length;

/** The card of a plan, in the language the toolbar chose. */
function PlanCard({ index }: { index: number }) {
  const plan = (plans[useMessages().lang] ?? plans.en!)[index]!;
  return (
    <Card>
      <Heading level="3">{plan.title}</Heading>
      <Text tone="muted">{plan.text}</Text>
    </Card>
  );
}

const cards = (count = planCount) =>
  Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the plans never move
    <GridItem key={index}>
      <PlanCard index={index} />
    </GridItem>
  ));

const meta = {
  title: 'Primitives/Grid',
  component: Grid,
  parameters: { layout: 'fullscreen' },
  args: { children: cards() },
  argTypes: {
    minItemWidth: { control: 'inline-radio', options: gridItemWidths },
    gap: { control: 'select', options: spaces },
    as: { control: 'inline-radio', options: gridElements },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: vars.space.xl }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A list of like items: the grid is a <ul> and every GridItem an <li>. */
export const AsList: Story = {
  args: { as: 'ul' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(planCount);
  },
};

/** Cards placed straight in the grid, without GridItem, stretch to the row's height too. */
export const DirectChildren: Story = {
  args: {
    // biome-ignore lint/suspicious/noArrayIndexKey: the plans never move
    children: Array.from({ length: planCount }, (_, index) => <PlanCard key={index} index={index} />),
  },
};

export const MinItemWidths: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.xxl }}>
      {gridItemWidths.map((minItemWidth) => (
        <div key={minItemWidth} style={{ display: 'grid', gap: vars.space.sm }}>
          <strong>minItemWidth {minItemWidth}</strong>
          <Grid {...args} minItemWidth={minItemWidth} />
        </div>
      ))}
    </div>
  ),
};

export const Gaps: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.xxl }}>
      {spaces.map((gap) => (
        <div key={gap} style={{ display: 'grid', gap: vars.space.sm }}>
          <strong>gap {gap}</strong>
          <Grid {...args} gap={gap} minItemWidth="sm">
            {cards(3)}
          </Grid>
        </div>
      ))}
    </div>
  ),
};

/** One column on a phone, whatever the minimum width. */
export const Mobile: Story = { args: { minItemWidth: 'lg' }, globals: { viewport: { value: 'mobile' } } };
