import { messagesFor } from '@fleet/i18n/catalogues.ts';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { caseStudyFixtures } from './CaseStudyCard.fixtures.tsx';
import { type CaseStudy, CaseStudyCard } from './CaseStudyCard.tsx';

const english = caseStudyFixtures(messagesFor('en'));
const raceEvent = english[0]!;
const mining = english[1]!;
const cardWidth: Decorator = (Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>;

/** The success stories in the language the toolbar chose. */
const useCaseStudies = () => caseStudyFixtures(useMessages());

// Story-only sentences that make a description run long, in each language the stories are shown in.
const longTail: Readonly<Record<string, string>> = {
  en: "Within the first quarter the site recorded 41% fewer fatigue events, and the safety team now coaches drivers with real footage in weekly toolbox talks. The cameras run on the trucks' own power with the LTE module, so no one has to swap SD cards at the end of a shift, and night shifts are covered by the infrared interior camera.",
  de: 'Schon im ersten Quartal verzeichnete der Standort 41\u00a0% weniger Müdigkeitsereignisse, und das Sicherheitsteam schult die Fahrer in wöchentlichen Sicherheitsunterweisungen mit echten Videoaufnahmen. Die Kameras laufen mit dem LTE-Modul am Bordnetz der Lkw, sodass am Schichtende niemand SD-Karten tauschen muss, und die Nachtschichten deckt die Infrarot-Innenkamera ab.',
};
const longDescription = (caseStudy: CaseStudy, lang: string) => `${caseStudy.description} ${longTail[lang] ?? longTail.en}`;

const meta = {
  title: 'Site/CaseStudyCard',
  component: CaseStudyCard,
  args: raceEvent,
  render: function RaceEventStory(args) {
    return <CaseStudyCard {...args} {...useCaseStudies()[0]!} />;
  },
} satisfies Meta<typeof CaseStudyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { decorators: [cardWidth] };

export const LongDescription: Story = {
  decorators: [cardWidth],
  args: { ...mining, description: longDescription(mining, 'en') },
  render: function LongDescriptionStory(args) {
    const { lang } = useMessages();
    const story = useCaseStudies()[1]!;
    return <CaseStudyCard {...args} {...story} description={longDescription(story, lang)} />;
  },
};

export const WithoutImage: Story = {
  decorators: [cardWidth],
  args: { ...mining, image: undefined },
  render: function WithoutImageStory(args) {
    return <CaseStudyCard {...args} {...useCaseStudies()[1]!} image={undefined} />;
  },
};

/** The five success stories side by side, as the home page shows them. */
export const AllCaseStudies: Story = {
  render: function AllCaseStudiesStory() {
    return (
      <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))' }}>
        {useCaseStudies().map((caseStudy) => (
          <CaseStudyCard key={caseStudy.title} {...caseStudy} />
        ))}
      </div>
    );
  },
};
