import type { ReactNode } from 'react';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { bindField } from '../Field/bindField.ts';
import type { FormFieldsProps } from '../Field/formFieldsProps.ts';
import { Textarea } from '../Textarea/Textarea.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './LeadForm.css';
import type { LeadContactValues } from './leadFormValues.ts';

export interface LeadContactFieldsProps extends FormFieldsProps<LeadContactValues> {
  /** 'Company' where it is optional, 'Company name' where it is required. */
  companyLabel: string;
  companyRequired?: boolean;
  /** Form-specific fields, placed before 'How can we help?'. */
  children?: ReactNode;
}

/** The person and company fields both lead forms ask for, laid out in pairs on wide screens. */
export function LeadContactFields({ values, errors, onChange, companyLabel, companyRequired, children }: LeadContactFieldsProps) {
  const { t } = useMessages();
  const bind = bindField({ values, errors, onChange });
  return (
    <div className={styles.fieldGrid}>
      <TextField label={t('leadForm.firstName')} required autoComplete="given-name" {...bind('firstName')} />
      <TextField label={t('leadForm.lastName')} required autoComplete="family-name" {...bind('lastName')} />
      <TextField label={t('leadForm.email')} type="email" required autoComplete="email" {...bind('email')} />
      <TextField label={t('leadForm.phone')} type="tel" autoComplete="tel" {...bind('phone')} />
      <TextField label={companyLabel} required={companyRequired} autoComplete="organization" {...bind('company')} />
      <TextField label={t('leadForm.jobTitle')} autoComplete="organization-title" {...bind('position')} />
      {children}
      <div className={styles.wholeRow}>
        <Textarea label={t('leadForm.requirements')} rows={5} {...bind('requirements')} />
      </div>
    </div>
  );
}
