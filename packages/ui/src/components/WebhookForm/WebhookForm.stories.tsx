import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectDialogContract } from '../../test/behaviours/overlayBehaviour.ts';
import { Button } from '../Button/Button.tsx';
import { webhookFixtures } from '../WebhookList/webhookFixtures.ts';
import { WebhookForm, type WebhookFormProps } from './WebhookForm.tsx';

const { crm } = webhookFixtures;

const meta = {
  title: 'Admin/WebhookForm',
  component: WebhookForm,
  args: { open: true, submitting: false, onOpenChange: fn(), onSubmit: fn() },
  argTypes: { error: { control: 'text' }, trigger: { control: false } },
} satisfies Meta<typeof WebhookForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Holds the open state the way the webhooks page does. */
function StatefulDialog(props: WebhookFormProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <WebhookForm
      {...props}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        props.onOpenChange(next);
      }}
    />
  );
}

/** The server refuses every submit with `message`, as the page would pass its answer back in. */
function RefusingDialog({ message, ...props }: WebhookFormProps & { message: string }) {
  const [error, setError] = useState<string>();
  return (
    <WebhookForm
      {...props}
      error={error}
      onSubmit={(values) => {
        props.onSubmit(values);
        setError(message);
      }}
    />
  );
}

const findDialog = (canvasElement: HTMLElement, name = 'Add Endpoint') => within(canvasElement.ownerDocument.body).findByRole('dialog', { name });
const urlField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /Endpoint URL/ });

export const Add: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(await findDialog(canvasElement));
    const url = dialog.getByRole('textbox', { name: /Endpoint URL/ });
    await waitFor(() => expect(url).toHaveFocus());
    await expect(dialog.getByRole('checkbox', { name: 'lead.created' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'demo_link.opened' })).toHaveAccessibleDescription('A client opened their demo link.');
    await userEvent.type(url, ' https://crm.example.com/hooks/fleet ');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'demo_link.opened' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add Endpoint' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ url: 'https://crm.example.com/hooks/fleet', events: ['lead.created', 'demo_link.opened'] });
  },
};

export const Edit: Story = {
  args: { endpoint: { url: crm.url, events: crm.events } },
  play: async ({ args, canvasElement }) => {
    const dialog = within(await findDialog(canvasElement, 'Edit Endpoint'));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'lead.updated' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ url: crm.url, events: ['lead.created', 'demo_link.opened'] });
  },
};

/** Checked before asking the server: a full address and at least one event; focus goes to the first problem. */
export const ClientChecks: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await userEvent.type(urlField(dialog), 'crm.example.com/hooks');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'lead.created' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Endpoint' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(urlField(dialog)).toHaveAccessibleDescription(/Enter a full address, e.g. https:\/\/crm.example.com\/hooks\/fleet$/);
    await waitFor(() => expect(urlField(dialog)).toHaveFocus());
    await expect(within(dialog).getByRole('group', { name: 'Events' })).toHaveAccessibleDescription('Choose at least one event');
  },
};

export const Submitting: Story = {
  args: { endpoint: { url: crm.url, events: crm.events }, submitting: true },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement, 'Edit Endpoint');
    await expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** An http:// address passes the form's checks; the server says no unless the operator allows the host. */
export const ServerRefusesHttp: Story = {
  render: (args) => <RefusingDialog {...args} message="A webhook URL must use https" />,
  play: async ({ args, canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await userEvent.type(urlField(dialog), 'http://crm.example.com/hooks/fleet');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Endpoint' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('A webhook URL must use https');
    await expect(urlField(dialog)).toBeInvalid();
  },
};

export const ServerRefusesPrivateAddress: Story = {
  render: (args) => <RefusingDialog {...args} message="The address 10.0.0.5 is private; only hosts in WEBHOOK_ALLOWED_HOSTS may be" />,
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await userEvent.type(urlField(dialog), 'https://10.0.0.5:8443/hook');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Endpoint' }));
    await expect(urlField(dialog)).toHaveAccessibleDescription(/The address 10.0.0.5 is private; only hosts in WEBHOOK_ALLOWED_HOSTS may be$/);
  },
};

/** The server's message goes once the person edits the address. */
export const ServerErrorClearsOnEdit: Story = {
  args: { endpoint: { url: 'http://crm.example.com/hooks/fleet', events: ['lead.created'] }, error: 'A webhook URL must use https' },
  tags: ['interaction-only'],
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement, 'Edit Endpoint');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('A webhook URL must use https');
    await userEvent.type(urlField(dialog), 's');
    await expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A failure that is about no field (the network, the server) shows above the fields. */
export const FormError: Story = {
  args: { endpoint: { url: crm.url, events: crm.events }, error: 'Failed to save the endpoint', errorField: 'form' },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement, 'Edit Endpoint');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to save the endpoint');
    await expect(urlField(dialog)).toBeValid();
  },
};

export const Cancel: Story = {
  render: (args) => <StatefulDialog {...args} />,
  play: async ({ args, canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).not.toBeInTheDocument());
  },
  tags: ['interaction-only'],
};

export const KeyboardContract: Story = {
  args: { open: false, trigger: <Button>Add Endpoint</Button> },
  render: (args) => <StatefulDialog {...args} />,
  play: async ({ canvasElement }) => {
    await expectDialogContract({ canvasElement, trigger: 'Add Endpoint', dialog: 'Add Endpoint' });
  },
  tags: ['interaction-only'],
};
