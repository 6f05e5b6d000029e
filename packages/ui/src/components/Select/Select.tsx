import { forwardRef, type SelectHTMLAttributes } from 'react';
import { ChevronDownIcon } from '../../icons/index.ts';
import { Field, type FieldFrameProps } from '../Field/Field.tsx';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends FieldFrameProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'style' | 'children' | 'multiple'> {
  options: readonly SelectOption[];
  /** A first, empty choice shown until the person picks one (e.g. 'Select fleet size'). */
  placeholder?: string;
}

/** A native select, styled like the other fields: the platform's own picker stays usable on phones and with assistive technology. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, placeholder, hint, error, hideLabel, fullWidth, required, id, value, defaultValue, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  // Without a value the browser would pre-select the first real option instead of the placeholder.
  const initialValue = value === undefined && defaultValue === undefined && placeholder !== undefined ? '' : defaultValue;
  // Only the one that is set: a server renderer may read both as the chosen option, and an undefined one would win.
  const selection = value !== undefined ? { value } : initialValue !== undefined ? { defaultValue: initialValue } : {};
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} describedBy={describedBy} hideLabel={hideLabel} fullWidth={fullWidth}>
      {(control) => (
        <span className={styles.frame}>
          <select ref={ref} className={styles.select} {...selection} {...rest} {...control}>
            {placeholder !== undefined ? (
              // A required choice cannot go back to empty once made.
              <option value="" disabled={required}>
                {placeholder}
              </option>
            ) : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <span className={styles.chevron} aria-hidden="true">
            <ChevronDownIcon />
          </span>
        </span>
      )}
    </Field>
  );
});
