import { LeadContactFields } from '../LeadForm/LeadContactFields.tsx';
import { LeadForm } from '../LeadForm/LeadForm.tsx';
import { LeadFormSuccess } from '../LeadForm/LeadFormSuccess.tsx';
import type { LeadFormViewProps } from '../LeadForm/leadFormValues.ts';
import { Text } from '../Text/Text.tsx';
import type { ContactFormValues } from './contactFormValues.ts';

export type ContactFormProps = LeadFormViewProps<ContactFormValues>;

/**
 * The /contact form and, once sent, its thank-you screen ('Send another message' calls onReset).
 * Holds no state: the app owns values, errors and sending; validate with validateContact. `error` defaults to 'Failed to send email'.
 */
export function ContactForm({
  values,
  errors,
  onChange,
  onReset,
  error = 'Failed to send email',
  'aria-label': ariaLabel = 'Contact form',
  ...frame
}: ContactFormProps) {
  return (
    <LeadForm
      {...frame}
      aria-label={ariaLabel}
      submitLabel="Send Message"
      submittingLabel="Sending..."
      error={error}
      honeypot={values.website}
      onHoneypotChange={(value) => onChange('website', value)}
      success={
        <LeadFormSuccess title="Thank you for contacting us!" actionLabel="Send another message" onAction={onReset}>
          <Text tone="muted" align="center">
            We have received your message and will get back to you within 24 hours.
          </Text>
        </LeadFormSuccess>
      }
    >
      <LeadContactFields values={values} errors={errors} onChange={onChange} companyLabel="Company" />
    </LeadForm>
  );
}
