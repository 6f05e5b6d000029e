import { formatNumber } from '@fleet/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CameraIcon, CheckIcon } from '../../icons/icons.tsx';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { badgeSizes, badgeTones } from './Badge.css';
import { Badge } from './Badge.tsx';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: formatNumber(31562) },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    size: { control: 'inline-radio', options: badgeSizes },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {badgeSizes.map((size) => (
        <Badge key={size} {...args} size={size}>
          Size {size}
        </Badge>
      ))}
    </div>
  ),
};

export const WithIcon: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
      {badgeSizes.map((size) => (
        <Badge key={size} {...args} size={size} tone="brand" icon={<CameraIcon />}>
          {formatNumber(31562)}
        </Badge>
      ))}
      <Badge {...args} tone="positive" icon={<CheckIcon />}>
        Built-in LTE
      </Badge>
    </div>
  ),
};

export const Offer: Story = { args: { tone: 'accent', children: '50% OFF' } };

/** The blog's category labels, in the story's language. */
export const CategoryTags: Story = {
  render: function Render(args) {
    const { t } = useMessages();
    const categories = [t('blogCategories.news'), t('blogCategories.products'), t('blogCategories.events'), t('blogCard.uncategorized')];
    return (
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {categories.map((category) => (
          <Badge key={category} {...args} size="sm" tone="info">
            {category}
          </Badge>
        ))}
      </div>
    );
  },
};

export const LongText: Story = {
  args: { tone: 'neutral', children: 'Supply of Construction Equipment, Road & Rail, Rental Car Business' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '16rem' }}>
        <Story />
      </div>
    ),
  ],
};
