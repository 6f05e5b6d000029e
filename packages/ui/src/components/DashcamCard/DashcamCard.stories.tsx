import { type DashcamModel, dashcamModels, dashcamVideos } from '@fleet/content/dashcams.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { catalogueCard } from '../ProductCardFrame/catalogueCard.fixtures.ts';
import { cardColumn, storyImages } from '../ProductCardFrame/productStories.tsx';
import { DashcamCard, type DashcamCardProps } from './DashcamCard.tsx';

function model(modelId: string): DashcamModel {
  const found = dashcamModels.find((candidate) => candidate.priceSource.modelId === modelId);
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

const lteModel = model('dr970x-2ch-lte');
const boxModel = model('dr770x-box-3ch-pro');

const meta = {
  title: 'Site/DashcamCard',
  component: DashcamCard,
  decorators: [cardColumn],
  args: dashcamCard(lteModel, storyImages.dashcam),
} satisfies Meta<typeof DashcamCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LteModel: Story = {};

export const ExternalConnectivityModel: Story = { args: dashcamCard(model('dr770x-2ch'), storyImages.dashcam) };

export const BoxModelWithConfigurations: Story = { args: dashcamCard(boxModel, storyImages.boxCamera) };

/** A model with its overview video: a light facade until the visitor presses play. */
export const WithVideo: Story = { args: { videos: dashcamVideos(lteModel) } };

/** A model with driver monitoring has its DMS demonstration beside the overview. */
export const WithOverviewAndDmsVideos: Story = {
  args: { ...BoxModelWithConfigurations.args, videos: dashcamVideos(boxModel) },
};

/** The live price is loading: the price line keeps its height, so nothing below it moves when it arrives. */
export const LoadingPrice: Story = {
  args: { ...ExternalConnectivityModel.args, price: undefined, priceLoading: true },
};
