import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { skeletonShapes } from './Skeleton.css';
import { Skeleton } from './Skeleton.tsx';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: { shape: 'block' },
  argTypes: {
    shape: { control: 'inline-radio', options: skeletonShapes },
    lines: { control: { type: 'number', min: 1, max: 8 } },
    width: { control: 'text' },
    height: { control: 'text' },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLines: Story = { args: { shape: 'text', lines: 3, width: '24rem' } };

export const Block: Story = { args: { shape: 'block', width: '20rem', height: '10rem' } };

export const Circle: Story = { args: { shape: 'circle', width: '4rem' } };

export const Shapes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
      {skeletonShapes.map((shape) => (
        <div key={shape} style={{ width: '10rem' }}>
          <Skeleton {...args} shape={shape} lines={2} />
        </div>
      ))}
    </div>
  ),
};

/** How a caller labels the loading state: the statistics block. */
export const WithLabel: Story = {
  render: () => (
    <div role="status" style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16, maxWidth: '32rem' }}>
      <VisuallyHidden>{useMessages().t('statsBlock.loading')}</VisuallyHidden>
      <Skeleton height="5rem" />
      <Skeleton height="5rem" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading statistics...');
  },
};
