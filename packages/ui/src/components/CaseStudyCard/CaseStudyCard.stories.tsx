import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { caseStudyFixtures } from './CaseStudyCard.fixtures.tsx';
import { CaseStudyCard } from './CaseStudyCard.tsx';

const raceEvent = caseStudyFixtures[0]!;
const mining = caseStudyFixtures[1]!;
const cardWidth: Decorator = (Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>;

const meta = {
  title: 'Site/CaseStudyCard',
  component: CaseStudyCard,
  args: raceEvent,
} satisfies Meta<typeof CaseStudyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { decorators: [cardWidth] };

export const LongDescription: Story = {
  decorators: [cardWidth],
  args: {
    ...mining,
    description: `${mining.description} Within the first quarter the site recorded 41% fewer fatigue events, and the safety team now coaches drivers with real footage in weekly toolbox talks. The cameras run on the trucks' own power with the LTE module, so no one has to swap SD cards at the end of a shift, and night shifts are covered by the infrared interior camera.`,
  },
};

export const WithoutImage: Story = { decorators: [cardWidth], args: { ...mining, image: undefined } };

/** The five success stories side by side, as the home page shows them. */
export const AllCaseStudies: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))' }}>
      {caseStudyFixtures.map((caseStudy) => (
        <CaseStudyCard key={caseStudy.title} {...caseStudy} />
      ))}
    </div>
  ),
};
