import type { Messages } from '@fleet/i18n/createMessages.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MailIcon } from '../../icons/index.ts';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { localizedStory } from '../../test/localizedStory.tsx';
import { textFieldTypes } from './TextField.css';
import { TextField } from './TextField.tsx';

const email = ({ t }: Messages) => ({ label: t('leadForm.email'), placeholder: t('textField.emailPlaceholder') });

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  ...localizedStory(TextField, email, { type: 'email', onChange: fn() }),
  argTypes: { type: { control: 'select', options: textFieldTypes } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = localizedStory(TextField, ({ t }) => ({ label: t('leadForm.phone'), hint: t('textField.phoneHint'), placeholder: undefined }), {
  type: 'tel',
});

export const Required: Story = localizedStory(TextField, ({ t }) => ({ label: t('leadForm.firstName'), placeholder: undefined }), {
  type: 'text',
  required: true,
});

export const Error: Story = localizedStory(TextField, (messages) => ({ ...email(messages), error: messages.t('leadForm.emailInvalid') }), {
  required: true,
  defaultValue: 'jane@company',
});

export const Disabled: Story = { args: { disabled: true, defaultValue: 'jane@company.com' } };

export const Filled: Story = localizedStory(TextField, ({ t }) => ({ label: t('contactForm.company') }), { type: 'text', defaultValue: 'Northwind Logistics' });

export const LongLabel: Story = {
  ...localizedStory(TextField, ({ t }) => ({ label: t('textField.longLabel'), hint: t('textField.longHint'), placeholder: undefined }), {
    type: 'text',
    fullWidth: true,
  }),
  globals: { viewport: { value: 'mobile' } },
};

export const FullWidth: Story = localizedStory(TextField, (messages) => ({ ...email(messages), label: messages.t('textField.clientEmail') }), {
  fullWidth: true,
});

export const WithIcon: Story = { args: { startIcon: <MailIcon /> } };

export const Types: Story = {
  render: function TypesStory(args) {
    const { t } = useMessages();
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        {textFieldTypes.map((type) => (
          <TextField key={type} {...args} label={t('textField.type', { type })} type={type} placeholder={undefined} />
        ))}
      </div>
    );
  },
};
