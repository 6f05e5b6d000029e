import { forwardRef, useState } from 'react';
import { useControllableState } from '../../hooks/useControllableState.ts';
import { EyeIcon, EyeOffIcon } from '../../icons/index.ts';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import { TextFieldAction } from '../TextField/TextFieldAction.tsx';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'startIcon' | 'endAction'> {
  /** Whether the password shows as plain text; leave unset to let the toggle own it. */
  shown?: boolean;
  defaultShown?: boolean;
  onShownChange?: (shown: boolean) => void;
}

/** A password input with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { shown: shownProp, defaultShown = false, onShownChange, autoComplete = 'current-password', disabled, ...rest },
  ref,
) {
  const [shown, setShown] = useControllableState(shownProp, defaultShown, onShownChange);
  // Screen readers do not reliably re-read a focused button whose name changed, so the outcome is also said.
  const [announcement, setAnnouncement] = useState('');
  const toggle = () => {
    setShown(!shown);
    setAnnouncement(shown ? 'Your password is hidden' : 'Your password is visible');
  };
  return (
    <TextField
      ref={ref}
      {...rest}
      type={shown ? 'text' : 'password'}
      disabled={disabled}
      autoComplete={autoComplete}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      endAction={
        // Only the input's type changes (it is never re-mounted), so its value and caret, and the button's focus, survive.
        <>
          <TextFieldAction label={shown ? 'Hide password' : 'Show password'} onClick={toggle} disabled={disabled}>
            {shown ? <EyeOffIcon /> : <EyeIcon />}
          </TextFieldAction>
          <span role="status" className={visuallyHidden}>
            {announcement}
          </span>
        </>
      }
    />
  );
});
