import type { Meta, StoryObj } from '@storybook/react-vite';
import { cardColumn, storyImages } from '../ProductCardFrame/productStories.tsx';
import { ModemCard } from './ModemCard.tsx';

const meta = {
  title: 'Site/ModemCard',
  component: ModemCard,
  decorators: [cardColumn],
  args: {
    name: 'CM100GLTE',
    description: 'Adds LTE to the external connectivity models, so they stream live view and upload events from anywhere.',
    image: { src: storyImages.modem, alt: 'CM100GLTE LTE modem' },
    downloadMbps: 150,
    uploadMbps: 50,
    bandGroups: [
      { region: 'North America', bands: ['B2', 'B4', 'B12'] },
      { region: 'Global', bands: ['B1', 'B3', 'B5', 'B7', 'B8', 'B20'] },
    ],
    price: { price: 199.99 },
    badges: [{ label: 'LTE Connectivity Module', tone: 'brand' }],
    buttons: [{ text: 'Learn More', link: 'https://maker.example.com/cm100glte' }],
  },
} satisfies Meta<typeof ModemCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
