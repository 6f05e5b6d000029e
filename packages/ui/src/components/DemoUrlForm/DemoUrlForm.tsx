import { type FormEvent, useId } from 'react';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { bindField } from '../Field/bindField.ts';
import type { FormFieldsProps } from '../Field/formFieldsProps.ts';
import { Heading } from '../Heading/Heading.tsx';
import { InlineMessage } from '../InlineMessage/InlineMessage.tsx';
import { Select, type SelectOption } from '../Select/Select.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './DemoUrlForm.css';

/** How long a new link lasts, as the API's expiresIn. */
export const demoUrlExpiries = ['1d', '3d', '7d', '14d', '30d'] as const;
export type DemoUrlExpiry = (typeof demoUrlExpiries)[number];

export interface DemoUrlFormValues {
  clientEmail: string;
  expiresIn: DemoUrlExpiry;
}

/** A new link lasts a week unless the sales person picks otherwise. */
export const defaultDemoUrlFormValues: DemoUrlFormValues = { clientEmail: '', expiresIn: '7d' };

const expiryOptions: readonly SelectOption[] = demoUrlExpiries.map((value) => {
  const days = Number.parseInt(value, 10);
  return { value, label: days === 1 ? '1 day' : `${days} days` };
});

const isExpiry = (value: string): value is DemoUrlExpiry => (demoUrlExpiries as readonly string[]).includes(value);

export interface DemoUrlFormProps extends FormFieldsProps<DemoUrlFormValues> {
  /** Why generation failed, e.g. 'A demo URL for this email already exists'; announced as an alert. */
  error?: string;
  /** E.g. 'Demo URL has been generated successfully.'; announced politely. */
  successMessage?: string;
  /** The request is running: the button reads 'Generating...' and is disabled. */
  submitting?: boolean;
  onSubmit: (values: DemoUrlFormValues) => void;
}

/** 'Generate Demo URL': a client's e-mail and how long the link lasts. The app validates and sends. */
export function DemoUrlForm({ values, errors, onChange, error, successMessage, submitting = false, onSubmit }: DemoUrlFormProps) {
  const headingId = useId();
  const errorId = useId();
  const bind = bindField({ values, errors, onChange });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit(values);
  };

  return (
    <Card as="section" aria-labelledby={headingId}>
      {/* The app owns validation so its messages are the product's own wording, not the browser's. */}
      <form className={styles.form} noValidate onSubmit={handleSubmit} aria-busy={submitting || undefined}>
        <Heading level="2" size="4" id={headingId}>
          Generate Demo URL
        </Heading>
        <div className={styles.fields}>
          <TextField
            label="Client Email Address"
            type="email"
            autoComplete="off"
            placeholder="client@example.com"
            required
            aria-describedby={error ? errorId : undefined}
            {...bind('clientEmail')}
          />
          <Select
            label="Expires in"
            name="expiresIn"
            options={expiryOptions}
            fullWidth
            value={values.expiresIn}
            onChange={(event) => {
              if (isExpiry(event.target.value)) onChange('expiresIn', event.target.value);
            }}
          />
          <div className={styles.submit}>
            <Button type="submit" loading={submitting} fullWidth>
              {submitting ? 'Generating...' : 'Generate'}
            </Button>
          </div>
        </div>
        {error ? (
          <InlineMessage tone="error" id={errorId}>
            {error}
          </InlineMessage>
        ) : null}
        {successMessage && !error ? <InlineMessage tone="success">{successMessage}</InlineMessage> : null}
      </form>
    </Card>
  );
}
