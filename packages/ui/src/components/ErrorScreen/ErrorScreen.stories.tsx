import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorScreen } from './ErrorScreen.tsx';

const meta = {
  title: 'Site/ErrorScreen',
  component: ErrorScreen,
  args: {},
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithStatus: Story = { args: { status: 404, message: 'Not Found' } };

export const WithMessage: Story = { args: { message: "Cannot read properties of undefined (reading 'slug')" } };
