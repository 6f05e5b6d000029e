import type { MessageKey } from '@fleet/i18n/catalogue.ts';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { bindField } from '../Field/bindField.ts';
import { LeadContactFields } from '../LeadForm/LeadContactFields.tsx';
import { LeadForm } from '../LeadForm/LeadForm.tsx';
import { LeadFormSuccess } from '../LeadForm/LeadFormSuccess.tsx';
import type { LeadFormViewProps } from '../LeadForm/leadFormValues.ts';
import { Message } from '../Message/Message.tsx';
import { Select } from '../Select/Select.tsx';
import { Text } from '../Text/Text.tsx';
import { type DemoFleetSize, type DemoIndustry, type DemoRequestValues, demoFleetSizes, demoIndustries } from './demoRequestValues.ts';

// The contract's values are sent as they are; only what a person reads is the page's language. A choice the
// contract adds fails to compile here until it has its label.
const fleetSizeLabels: Record<DemoFleetSize, MessageKey> = {
  '1-10': 'demoRequestForm.fleetSize1to10',
  '11-50': 'demoRequestForm.fleetSize11to50',
  '51-200': 'demoRequestForm.fleetSize51to200',
  '201+': 'demoRequestForm.fleetSize201plus',
};

const industryLabels: Record<DemoIndustry, MessageKey> = {
  Transportation: 'demoRequestForm.industryTransportation',
  Construction: 'demoRequestForm.industryConstruction',
  Mining: 'demoRequestForm.industryMining',
  Security: 'demoRequestForm.industrySecurity',
  Delivery: 'demoRequestForm.industryDelivery',
  Other: 'demoRequestForm.industryOther',
};

export interface DemoRequestFormProps extends LeadFormViewProps<DemoRequestValues> {
  /** The address the access link went to, shown on the success screen. */
  sentTo?: string;
}

/**
 * The /request-demo form and, once sent, the 'Demo Access Granted' screen ('Request another demo' calls onReset).
 * Holds no state: the app owns values, errors and sending; validate with validateDemoRequest. `error` defaults to 'Failed to process demo request'.
 */
export function DemoRequestForm({ values, errors, onChange, onReset, sentTo, error, 'aria-label': ariaLabel, ...frame }: DemoRequestFormProps) {
  const { t } = useMessages();
  const bind = bindField({ values, errors, onChange });
  const options = <Choice extends string>(choices: readonly Choice[], labels: Record<Choice, MessageKey>) =>
    choices.map((choice) => ({ value: choice, label: t(labels[choice]) }));
  return (
    <LeadForm
      {...frame}
      aria-label={ariaLabel ?? t('demoRequestForm.label')}
      submitLabel={t('demoRequestForm.submit')}
      submittingLabel={t('demoRequestForm.submitting')}
      error={error ?? t('demoRequestForm.failed')}
      honeypot={values.website}
      onHoneypotChange={(value) => onChange('website', value)}
      success={
        <LeadFormSuccess title={t('demoRequestForm.successTitle')} actionLabel={t('demoRequestForm.successAction')} onAction={onReset}>
          <Text align="center">
            {sentTo ? (
              <Message id="demoRequestForm.sentTo" values={{ email: sentTo }} tags={{ strong: (address) => <strong>{address}</strong> }} />
            ) : (
              t('demoRequestForm.sentToYou')
            )}
          </Text>
          <Text tone="muted" align="center">
            {t('demoRequestForm.successBody')}
          </Text>
        </LeadFormSuccess>
      }
    >
      <LeadContactFields values={values} errors={errors} onChange={onChange} companyLabel={t('demoRequestForm.companyName')} companyRequired>
        <Select
          label={t('demoRequestForm.fleetSize')}
          placeholder={t('demoRequestForm.fleetSizePlaceholder')}
          options={options(demoFleetSizes, fleetSizeLabels)}
          {...bind('fleetSize')}
        />
        <Select
          label={t('demoRequestForm.industry')}
          placeholder={t('demoRequestForm.industryPlaceholder')}
          options={options(demoIndustries, industryLabels)}
          {...bind('industry')}
        />
      </LeadContactFields>
    </LeadForm>
  );
}
