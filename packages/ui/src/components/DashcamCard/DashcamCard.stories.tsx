import type { Meta, StoryObj } from '@storybook/react-vite';
import { cardColumn, storyImages } from '../ProductCardFrame/productStories.tsx';
import { DashcamCard } from './DashcamCard.tsx';

const meta = {
  title: 'Site/DashcamCard',
  component: DashcamCard,
  decorators: [cardColumn],
  args: {
    name: 'DR970X-2CH LTE Plus',
    description: 'A two-channel Full HD dashcam with LTE built in, ready for live view and instant event uploads.',
    image: { src: storyImages.dashcam, alt: 'DR970X-2CH LTE Plus front camera' },
    features: [
      { text: 'Built-in LTE connectivity', highlight: true },
      { text: 'Full HD front and rear recording' },
      { text: 'Parking mode with impact detection' },
      { text: 'GPS tracking and driving reports' },
    ],
    storageOptions: ['64GB', '128GB', '256GB', '512GB'],
    price: '$499.99',
    badges: [
      { label: 'Built-in LTE', tone: 'positive' },
      { label: 'Nano SIM required (not included)', tone: 'caution' },
    ],
    buttons: [
      { text: 'Learn More', link: 'https://maker.example.com/dr970x-2ch-lte-plus' },
      { text: 'Get a Quote', link: '/contact' },
    ],
  },
} satisfies Meta<typeof DashcamCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LteModel: Story = {};

export const ExternalConnectivityModel: Story = {
  args: {
    name: 'DR770X-2CH',
    description: 'A two-channel Full HD dashcam that connects through the LTE modem or a mobile WiFi hotspot.',
    image: { src: storyImages.dashcam, alt: 'DR770X-2CH front camera' },
    features: [
      { text: 'Connects with the CM100GLTE modem or a WiFi hotspot', highlight: true },
      { text: 'Full HD front and rear recording' },
      { text: 'Parking mode with impact detection' },
    ],
    price: { price: 322.99, approximate: true },
    badges: [{ label: 'Needs LTE modem or WiFi hotspot', tone: 'brand' }],
    buttons: [{ text: 'Learn More', link: 'https://maker.example.com/dr770x-2ch' }],
  },
};

export const BoxModelWithConfigurations: Story = {
  args: {
    name: 'DR770X Box-3CH Pro',
    description: 'A hidden three-channel recorder for trucks and buses, with interior infrared or driver-monitoring cameras.',
    image: { src: storyImages.boxCamera, alt: 'DR770X Box-3CH Pro recorder with three cameras' },
    features: [{ text: 'Three cameras on one recorder', highlight: true }, { text: 'Driver monitoring (DMS) option' }, { text: 'Hidden installation' }],
    configurations: ['Front + IR Interior + Rear', 'Front + IR Interior + Truck exterior', 'Front + DMS + Rear', 'Front + DMS + Truck exterior'],
    price: { price: 427.99, approximate: true },
    badges: [{ label: 'Needs LTE modem or WiFi hotspot', tone: 'brand' }],
    buttons: [{ text: 'Learn More', link: 'https://maker.example.com/dr770x-box-3ch-pro' }],
  },
};

/** A model with its overview video: a light facade until the visitor presses play. */
export const WithVideo: Story = {
  args: { videos: [{ videoId: 'Lq7mVx2KpRa', title: 'DR970X-2CH LTE Plus overview' }] },
};

/** A model with driver monitoring has its DMS demonstration beside the overview. */
export const WithOverviewAndDmsVideos: Story = {
  args: {
    ...BoxModelWithConfigurations.args,
    videos: [
      { videoId: 'Rc2gN5vXe8J', title: 'DR770X Box-3CH Pro overview' },
      { videoId: 'Dm6kS1wZa4T', title: 'DR770X Box-3CH Pro driver monitoring (DMS) demonstration' },
    ],
  },
};

/** The live price is loading: the price line keeps its height, so nothing below it moves when it arrives. */
export const LoadingPrice: Story = {
  args: { ...ExternalConnectivityModel.args, price: undefined, priceLoading: true },
};
