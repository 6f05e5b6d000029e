import { breadcrumbLabels } from '@fleet/content/siteFrame.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { Text } from '../Text/Text.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';

const meta = {
  title: 'Site/Breadcrumbs',
  component: Breadcrumbs,
  args: { pathname: '/blog/fleet-safety-week' },
  // The site's page names in the language the toolbar chose, as its layout gives them.
  render: (args) => <Breadcrumbs {...args} pageLabels={breadcrumbLabels(useMessages())} />,
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoLevels: Story = {};

export const OneLevel: Story = { args: { pathname: '/privacy-policy' } };

/** The home page has no breadcrumb bar: the component renders nothing. */
export const Root: Story = {
  args: { pathname: '/' },
  render: (args) => (
    <>
      <Text tone="muted" size="sm">
        On &lsquo;/&rsquo; the breadcrumb bar renders nothing; this note is the only thing in the story.
      </Text>
      <Breadcrumbs {...args} pageLabels={breadcrumbLabels(useMessages())} />
    </>
  ),
};

export const LongSegment: Story = {
  args: { pathname: '/blog/how-a-regional-delivery-fleet-cut-rear-end-collisions-by-forty-percent-with-ai-driver-monitoring-and-live-coaching' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
