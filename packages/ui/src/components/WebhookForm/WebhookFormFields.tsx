import { webhookEvents } from '@fleet/api-client';
import { useState } from 'react';
import { useFormFields } from '../../hooks/useFormFields.ts';
import { useValidatedSubmit } from '../../hooks/useValidatedSubmit.ts';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { DialogFooter } from '../Dialog/DialogFooter.tsx';
import { InlineMessage } from '../InlineMessage/InlineMessage.tsx';
import { Fieldset } from '../LeadSettingsForm/Fieldset.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { webhookEventDescriptions } from '../WebhookList/webhook.ts';
import * as styles from './WebhookForm.css';
import { validateWebhookForm, type WebhookFormField, type WebhookFormValues } from './webhookForm.ts';

export interface WebhookFormFieldsProps {
  initialValues: WebhookFormValues;
  editing: boolean;
  onSubmit: (values: WebhookFormValues) => void;
  onCancel: () => void;
  submitting: boolean;
  error?: string;
  errorField: WebhookFormField | 'form';
}

/** The dialog's form: it keeps the draft, checks what it can, and shows the server's refusal by the field it is about. */
export function WebhookFormFields({ initialValues, editing, onSubmit, onCancel, submitting, error, errorField }: WebhookFormFieldsProps) {
  const { values, errors, onChange, isValid } = useFormFields<WebhookFormValues>({ emptyValues: initialValues, validate: validateWebhookForm });
  // The server's answer stands until the person edits what it was about; their next submit asks again.
  const [editedSinceSubmit, setEditedSinceSubmit] = useState(false);
  const { formRef, handleSubmit } = useValidatedSubmit(
    values,
    (submitted) => {
      setEditedSinceSubmit(false);
      if (isValid(submitted)) onSubmit({ ...submitted, url: submitted.url.trim() });
    },
    submitting,
  );
  const serverError = editedSinceSubmit ? undefined : error;
  const errorFor = (field: WebhookFormField | 'form') => (errorField === field ? serverError : undefined);
  const change: typeof onChange = (field, value) => {
    setEditedSinceSubmit(true);
    onChange(field, value);
  };

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={handleSubmit}>
      {errorFor('form') ? <InlineMessage tone="error">{errorFor('form')}</InlineMessage> : null}
      <TextField
        label="Endpoint URL"
        type="url"
        name="url"
        placeholder="https://crm.example.com/hooks/fleet"
        hint="https:// only, unless your operator allows the host."
        autoComplete="off"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        required
        fullWidth
        value={values.url}
        error={errors.url ?? errorFor('url')}
        onChange={(event) => change('url', event.target.value)}
      />
      <Fieldset legend="Events" error={errors.events ?? errorFor('events')}>
        {webhookEvents.map((event) => (
          <Checkbox
            key={event}
            label={<span className={styles.eventName}>{event}</span>}
            hint={webhookEventDescriptions[event]}
            checked={values.events.includes(event)}
            onChange={(changed) =>
              change(
                'events',
                changed.target.checked
                  ? webhookEvents.filter((other) => other === event || values.events.includes(other))
                  : values.events.filter((other) => other !== event),
              )
            }
          />
        ))}
      </Fieldset>
      <DialogFooter>
        <Button tone="secondary" disabled={submitting} onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={submitting}>
          {submitting ? (editing ? 'Saving...' : 'Adding...') : editing ? 'Save Changes' : 'Add Endpoint'}
        </Button>
      </DialogFooter>
    </form>
  );
}
