import { passwordChecks } from '@fleet/rules';
import { cva } from 'class-variance-authority';
import { CheckIcon, CloseIcon } from '../../icons/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './PasswordChecklist.css';

const itemClass = cva(styles.item, { variants: { met: { true: styles.itemState.met, false: styles.itemState.unmet } } });

export interface PasswordChecklistProps {
  /** Lets the password field point at the checklist with aria-describedby. */
  id: string;
  password: string;
  visible: boolean;
}

/** The new-password rules, each marked met or not as the person types; changes are announced politely. */
export function PasswordChecklist({ id, password, visible }: PasswordChecklistProps) {
  return (
    // The live region stays in the document while the list is hidden: one added together with its content is not announced.
    <div id={id} aria-live="polite">
      {visible ? (
        <ul className={styles.list} aria-label="Password requirements">
          {passwordChecks(password).map((check) => (
            // Atomic, so a rule that flips is read with its name ('One number, met'), not just the new state.
            <li key={check.id} className={itemClass({ met: check.met })} aria-atomic="true">
              <span className={styles.icon}>{check.met ? <CheckIcon size={16} /> : <CloseIcon size={16} />}</span>
              <span>
                {check.label}
                <VisuallyHidden>{check.met ? ', met' : ', not met'}</VisuallyHidden>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
