import { type DashcamModel, dashcamModels, dashcamVideos } from '@fleet/content/dashcams.ts';
import { messagesFor } from '@fleet/i18n/catalogues.ts';
import type { Messages } from '@fleet/i18n/createMessages.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { catalogueCard } from '../ProductCardFrame/catalogueCard.fixtures.ts';
import { cardColumn, storyImages } from '../ProductCardFrame/productStories.tsx';
import { DashcamCard, type DashcamCardProps } from './DashcamCard.tsx';

const english = messagesFor('en');

function model(messages: Messages, modelId: string): DashcamModel {
  const found = dashcamModels(messages).find((candidate) => candidate.priceSource.modelId === modelId);
  if (!found) throw new Error(`no catalogue model ${modelId}`);
  return found;
}

/** A model of the site's catalogue on its card, as the dashcams page shows it before the live price arrives. */
const dashcamCard = (dashcam: DashcamModel, drawing: string): DashcamCardProps => ({
  ...catalogueCard(dashcam, drawing),
  badges: dashcam.badges,
  features: dashcam.features,
  storageOptions: dashcam.storageOptions,
  configurations: dashcam.configurations,
});

const lteModel = model(english, 'dr970x-2ch-lte');
const boxModel = model(english, 'dr770x-box-3ch-pro');

const meta = {
  title: 'Site/DashcamCard',
  component: DashcamCard,
  decorators: [cardColumn],
  args: dashcamCard(lteModel, storyImages.dashcam),
  // The args' model (its name is the same in every language) with its copy and videos in the language the toolbar chose.
  render: function DashcamStory(args) {
    const messages = useMessages();
    const dashcam = dashcamModels(messages).find((candidate) => candidate.name === args.name);
    if (!dashcam) return <DashcamCard {...args} />;
    const { price: _staticPrice, ...copy } = dashcamCard(dashcam, args.image.src);
    return <DashcamCard {...args} {...copy} videos={args.videos && dashcamVideos(messages, dashcam)} />;
  },
} satisfies Meta<typeof DashcamCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LteModel: Story = {};

export const ExternalConnectivityModel: Story = { args: dashcamCard(model(english, 'dr770x-2ch'), storyImages.dashcam) };

export const BoxModelWithConfigurations: Story = { args: dashcamCard(boxModel, storyImages.boxCamera) };

/** A model with its overview video: a light facade until the visitor presses play. */
export const WithVideo: Story = { args: { videos: dashcamVideos(english, lteModel) } };

/** A model with driver monitoring has its DMS demonstration beside the overview. */
export const WithOverviewAndDmsVideos: Story = {
  args: { ...BoxModelWithConfigurations.args, videos: dashcamVideos(english, boxModel) },
};

/** The live price is loading: the price line keeps its height, so nothing below it moves when it arrives. */
export const LoadingPrice: Story = {
  args: { ...ExternalConnectivityModel.args, price: undefined, priceLoading: true },
};
