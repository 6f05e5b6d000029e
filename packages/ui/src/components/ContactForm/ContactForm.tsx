import { useMessages } from '../../providers/MessagesProvider.tsx';
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
export function ContactForm({ values, errors, onChange, onReset, error, 'aria-label': ariaLabel, ...frame }: ContactFormProps) {
  const { t } = useMessages();
  return (
    <LeadForm
      {...frame}
      aria-label={ariaLabel ?? t('contactForm.label')}
      submitLabel={t('contactForm.submit')}
      submittingLabel={t('contactForm.submitting')}
      error={error ?? t('contactForm.failed')}
      honeypot={values.website}
      onHoneypotChange={(value) => onChange('website', value)}
      success={
        <LeadFormSuccess title={t('contactForm.successTitle')} actionLabel={t('contactForm.successAction')} onAction={onReset}>
          <Text tone="muted" align="center">
            {t('contactForm.successBody')}
          </Text>
        </LeadFormSuccess>
      }
    >
      <LeadContactFields values={values} errors={errors} onChange={onChange} companyLabel={t('contactForm.company')} />
    </LeadForm>
  );
}
