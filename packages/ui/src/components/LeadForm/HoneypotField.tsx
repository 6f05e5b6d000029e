import { useId } from 'react';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';

export interface HoneypotFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Bots fill a field with a plausible name; people never see it. */
  name?: string;
}

/** A trap for form-filling bots: hidden from sight, from assistive technology and from the tab order. */
export function HoneypotField({ value, onChange, name = 'website' }: HoneypotFieldProps) {
  const id = useId();
  const { t } = useMessages();
  return (
    <div className={visuallyHidden} aria-hidden="true">
      <label htmlFor={id}>{t('leadForm.honeypot')}</label>
      <input id={id} type="text" name={name} value={value} onChange={(event) => onChange(event.target.value)} tabIndex={-1} autoComplete="off" />
    </div>
  );
}
