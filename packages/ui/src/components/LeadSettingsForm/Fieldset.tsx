import { cva } from 'class-variance-authority';
import { type ReactNode, useId } from 'react';
import { FieldMessage } from '../Field/FieldMessage.tsx';
import type { FieldsetLayout } from './LeadSettingsForm.css';
import * as styles from './LeadSettingsForm.css';

const layoutClass = cva(undefined, { variants: { layout: styles.layout }, defaultVariants: { layout: 'stack' } });

export interface FieldsetProps {
  /** Names the group, e.g. 'Business Days'. */
  legend: ReactNode;
  hint?: ReactNode;
  /** A message about the group as a whole (e.g. 'Choose at least one event'); the group takes focus after a failed submit. */
  error?: ReactNode;
  /** 'stack': one under another; 'wrap': side by side, wrapping; 'columns': two fields a row on a phone, three above. */
  layout?: FieldsetLayout;
  children: ReactNode;
}

/** A named group of controls (radios, checkboxes, related fields), with its hint and its error. */
export function Fieldset({ legend, hint, error, layout, children }: FieldsetProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined].filter(Boolean).join(' ');
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
      // Focusable only while it holds an error, so a failed submit can move focus to it.
      tabIndex={error ? -1 : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.groupBody}>
        {hint ? <FieldMessage id={`${id}-hint`}>{hint}</FieldMessage> : null}
        <div className={layoutClass({ layout })}>{children}</div>
        {error ? (
          <FieldMessage id={`${id}-error`} tone="critical">
            {error}
          </FieldMessage>
        ) : null}
      </div>
    </fieldset>
  );
}
