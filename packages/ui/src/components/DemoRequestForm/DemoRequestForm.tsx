import { bindField } from '../Field/bindField.ts';
import { LeadContactFields } from '../LeadForm/LeadContactFields.tsx';
import { LeadForm } from '../LeadForm/LeadForm.tsx';
import { LeadFormSuccess } from '../LeadForm/LeadFormSuccess.tsx';
import type { LeadFormViewProps } from '../LeadForm/leadFormValues.ts';
import { Select } from '../Select/Select.tsx';
import { Text } from '../Text/Text.tsx';
import { type DemoRequestValues, demoFleetSizes, demoIndustries } from './demoRequestValues.ts';

const asOptions = (choices: readonly string[]) => choices.map((choice) => ({ value: choice, label: choice }));
const fleetSizeOptions = asOptions(demoFleetSizes);
const industryOptions = asOptions(demoIndustries);

export interface DemoRequestFormProps extends LeadFormViewProps<DemoRequestValues> {
  /** The address the access link went to, shown on the success screen. */
  sentTo?: string;
}

/**
 * The /request-demo form and, once sent, the 'Demo Access Granted' screen ('Request another demo' calls onReset).
 * Holds no state: the app owns values, errors and sending; validate with validateDemoRequest. `error` defaults to 'Failed to process demo request'.
 */
export function DemoRequestForm({
  values,
  errors,
  onChange,
  onReset,
  sentTo,
  error = 'Failed to process demo request',
  'aria-label': ariaLabel = 'Demo request form',
  ...frame
}: DemoRequestFormProps) {
  const bind = bindField({ values, errors, onChange });
  return (
    <LeadForm
      {...frame}
      aria-label={ariaLabel}
      submitLabel="Request Demo"
      submittingLabel="Processing..."
      error={error}
      honeypot={values.website}
      onHoneypotChange={(value) => onChange('website', value)}
      success={
        <LeadFormSuccess title="Demo Access Granted" actionLabel="Request another demo" onAction={onReset}>
          <Text align="center">We have sent your demo access link to {sentTo ? <strong>{sentTo}</strong> : 'your email address'}.</Text>
          <Text tone="muted" align="center">
            Open the link in that email to explore the live demo. If it has not arrived within a few minutes, check your spam folder. Our team will also get in
            touch within 24 hours to answer your questions.
          </Text>
        </LeadFormSuccess>
      }
    >
      <LeadContactFields values={values} errors={errors} onChange={onChange} companyLabel="Company name" companyRequired>
        <Select label="Fleet size" placeholder="Select fleet size" options={fleetSizeOptions} {...bind('fleetSize')} />
        <Select label="Industry" placeholder="Select industry" options={industryOptions} {...bind('industry')} />
      </LeadContactFields>
    </LeadForm>
  );
}
