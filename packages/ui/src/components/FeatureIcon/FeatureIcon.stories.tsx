import type { Meta, StoryObj } from '@storybook/react-vite';
import { LiveViewIcon } from '../../icons/marketingIcons.tsx';
import { featureIconSizes } from './FeatureIcon.css';
import { FeatureIcon } from './FeatureIcon.tsx';

const meta = {
  title: 'Site/FeatureIcon',
  component: FeatureIcon,
  args: { children: <LiveViewIcon /> },
  argTypes: { size: { control: 'inline-radio', options: featureIconSizes } },
} satisfies Meta<typeof FeatureIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {featureIconSizes.map((size) => (
        <FeatureIcon key={size} {...args} size={size} />
      ))}
    </div>
  ),
};
