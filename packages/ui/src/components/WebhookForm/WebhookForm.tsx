import { type ReactElement, useEffect, useRef } from 'react';
import { Dialog, DialogTrigger } from '../Dialog/Dialog.tsx';
import { DialogContent } from '../Dialog/DialogContent.tsx';
import { WebhookFormFields } from './WebhookFormFields.tsx';
import { emptyWebhookFormValues, type WebhookFormField, type WebhookFormValues } from './webhookForm.ts';

export interface WebhookFormProps {
  open: boolean;
  /** Called with false on Cancel, Close, Escape or a click outside; the parent also closes it after success. */
  onOpenChange: (open: boolean) => void;
  /** The endpoint being edited (its URL and events); without it the dialog adds one. */
  endpoint?: WebhookFormValues;
  /** The button that opens the dialog, e.g. <Button>Add Endpoint</Button>; focus returns to it on close. */
  trigger?: ReactElement;
  /** Called once the URL and events pass the form's checks. */
  onSubmit: (values: WebhookFormValues) => void;
  /** The request is running: the button reads 'Adding...' or 'Saving...', and the dialog cannot be dismissed. */
  submitting?: boolean;
  /** The server's refusal, e.g. 'A webhook URL must use https'; shown by the field in `errorField` until that field is edited. */
  error?: string;
  /** Which field `error` is about: 'url' (the default: most refusals are), 'events', or 'form' (above the fields). */
  errorField?: WebhookFormField | 'form';
}

/** 'Add Endpoint' or 'Edit Endpoint': the address that receives signed events, and which events. */
export function WebhookForm({ open, onOpenChange, endpoint, trigger, onSubmit, submitting = false, error, errorField = 'url' }: WebhookFormProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  // Disabling the focused submit button would drop focus to the page behind the modal; keep it on the dialog.
  useEffect(() => {
    if (submitting) contentRef.current?.focus();
  }, [submitting]);
  const editing = endpoint !== undefined;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger>{trigger}</DialogTrigger> : null}
      <DialogContent
        ref={contentRef}
        title={editing ? 'Edit Endpoint' : 'Add Endpoint'}
        description="The server posts the events you choose to this address, signed with the endpoint's secret."
        dismissible={!submitting}
      >
        {/* Mounted while open only, so each opening starts from the endpoint (or empty). */}
        <WebhookFormFields
          initialValues={endpoint ?? emptyWebhookFormValues}
          editing={editing}
          onSubmit={onSubmit}
          onCancel={() => onOpenChange(false)}
          submitting={submitting}
          error={error}
          errorField={errorField}
        />
      </DialogContent>
    </Dialog>
  );
}
