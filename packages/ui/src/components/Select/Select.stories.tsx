import type { Messages } from '@fleet/i18n/createMessages.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localizedStory } from '../../test/localizedStory.tsx';
import { Select } from './Select.tsx';

// The demo request's choices, as its form labels them.
const fleetSizes = ({ t }: Messages) => [
  { value: '1-10', label: t('demoRequestForm.fleetSize1to10') },
  { value: '11-50', label: t('demoRequestForm.fleetSize11to50') },
  { value: '51-200', label: t('demoRequestForm.fleetSize51to200') },
  { value: '201+', label: t('demoRequestForm.fleetSize201plus') },
];

const industries = ({ t }: Messages) => [
  { value: 'Transportation', label: t('demoRequestForm.industryTransportation') },
  { value: 'Construction', label: t('demoRequestForm.industryConstruction') },
  { value: 'Mining', label: t('demoRequestForm.industryMining') },
  { value: 'Security', label: t('demoRequestForm.industrySecurity') },
  { value: 'Delivery', label: t('demoRequestForm.industryDelivery') },
  { value: 'Other', label: t('demoRequestForm.industryOther') },
];

const fleetSize = (messages: Messages) => ({ label: messages.t('demoRequestForm.fleetSize'), options: fleetSizes(messages) });

const industry = (messages: Messages) => ({
  label: messages.t('demoRequestForm.industry'),
  options: industries(messages),
  placeholder: messages.t('demoRequestForm.industryPlaceholder'),
});

const meta = {
  title: 'Primitives/Select',
  component: Select,
  ...localizedStory(Select, fleetSize, { defaultValue: '11-50', onChange: fn() }),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Placeholder: Story = localizedStory(Select, industry, { defaultValue: undefined });

export const Error: Story = localizedStory(Select, (messages) => ({ ...industry(messages), error: messages.t('select.industryRequired') }), {
  defaultValue: undefined,
  required: true,
});

export const Disabled: Story = { args: { disabled: true } };

export const Role: Story = localizedStory(
  Select,
  ({ t }) => ({
    label: t('select.role'),
    options: [
      { value: 'manager', label: t('select.roleManager') },
      { value: 'super', label: t('select.roleSuper') },
    ],
  }),
  { defaultValue: 'manager' },
);

export const MemorySize: Story = localizedStory(Select, ({ t }) => ({ label: t('select.memorySize') }), {
  options: ['64GB', '128GB', '256GB', '512GB'].map((size) => ({ value: size, label: size })),
  defaultValue: '64GB',
});

export const FullWidthMobile: Story = {
  ...localizedStory(Select, (messages) => ({ label: messages.t('select.category'), options: industries(messages) }), {
    defaultValue: 'Transportation',
    fullWidth: true,
  }),
  globals: { viewport: { value: 'mobile' } },
};

export const Choose: Story = {
  ...localizedStory(Select, industry, { defaultValue: undefined }),
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Industry' });
    await userEvent.selectOptions(select, 'Mining');
    await expect(select).toHaveValue('Mining');
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};
