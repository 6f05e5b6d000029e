import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '../../theme/contract.css';
import { Container } from './Container.tsx';

const meta = {
  title: 'Primitives/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
  args: {
    children: (
      <div style={{ background: vars.color.surfaceMuted, padding: vars.space.lg, borderRadius: vars.radius.md }}>
        Content keeps to the page width, centred, with side padding that grows on wider screens.
      </div>
    ),
  },
  argTypes: { children: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.brandSoft, paddingBlock: vars.space.lg }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

export const AsSection: Story = { args: { as: 'section' } };
