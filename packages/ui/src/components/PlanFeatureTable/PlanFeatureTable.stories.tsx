import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlanFeatureTable } from './PlanFeatureTable.tsx';

const meta = {
  title: 'Site/PlanFeatureTable',
  component: PlanFeatureTable,
  args: {
    groups: [
      {
        category: 'Cameras and Storage',
        rows: [
          { feature: 'Cameras', value: 'Up to 999 cameras' },
          { feature: 'Cloud storage', value: '15GB per camera' },
        ],
      },
      {
        category: 'Video and Location History',
        rows: [
          { feature: 'Event retention', value: '30 days' },
          { feature: 'GPS history', value: '90 days' },
          { feature: 'Live view', value: '600kbps' },
        ],
      },
      {
        category: 'Alerts',
        rows: [{ feature: 'Notifications', value: 'Push and email' }],
      },
      {
        category: 'Users and Roles',
        rows: [
          { feature: 'Owner', value: '1' },
          { feature: 'Admins', value: '10' },
          { feature: 'Drivers', value: '3 per camera' },
        ],
      },
    ],
  },
} satisfies Meta<typeof PlanFeatureTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
