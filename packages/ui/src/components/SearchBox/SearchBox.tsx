import { cva } from 'class-variance-authority';
import { type FormEvent, useRef } from 'react';
import { useControllableState } from '../../hooks/useControllableState.ts';
import { useValueChangedBeforeScript } from '../../hooks/useValueChangedBeforeScript.ts';
import { CloseIcon, SearchIcon } from '../../icons/index.ts';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { TextFieldAction } from '../TextField/TextFieldAction.tsx';
import * as styles from './SearchBox.css';

const formClass = cva(styles.form, { variants: { fullWidth: { true: styles.fullWidth } }, defaultVariants: { fullWidth: false } });

export interface SearchBoxProps {
  /** Names the field and the search landmark. */
  label?: string;
  /** Show the label above the field; by default it is for assistive technology only. */
  showLabel?: boolean;
  placeholder?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Called with the text on Enter (or the phone keyboard's search key), or when the search button is pressed. */
  onSubmit?: (value: string) => void;
  /** Names the submit button, an icon button shown whenever the search is sent somewhere (`onSubmit` or `action`). */
  submitLabel?: string;
  /** Offer a button that empties the field; on by default. */
  clearable?: boolean;
  clearLabel?: string;
  name?: string;
  id?: string;
  disabled?: boolean;
  fullWidth?: boolean;
  /**
   * Where the search goes without script: the form asks for this address (GET) with the text under `name`
   * and the `keep` fields. With script, `onSubmit` runs instead.
   */
  action?: string;
  /** Fields sent along without script, e.g. the list's current category. */
  keep?: Readonly<Record<string, string>>;
}

/** A search field in its own search landmark, with a button that sends the search when it goes somewhere. */
export function SearchBox({
  label = 'Search',
  showLabel = false,
  placeholder,
  value: valueProp,
  defaultValue = '',
  onChange,
  onSubmit,
  submitLabel = 'Search',
  clearable = true,
  clearLabel = 'Clear search',
  name,
  id,
  disabled,
  fullWidth,
  action,
  keep = {},
}: SearchBoxProps) {
  const [value, setValue] = useControllableState(valueProp, defaultValue, onChange);
  const inputRef = useRef<HTMLInputElement>(null);
  // What someone typed before the script arrived is the search: kept, not wiped.
  useValueChangedBeforeScript(inputRef, value, setValue);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit?.(value);
  };
  const clear = () => {
    setValue('');
    // The clear button disappears with the text, so focus would otherwise fall back to the page.
    inputRef.current?.focus();
  };
  // A form that sends the search has a button to send it: Enter alone is not known to everyone (nor announced), and a
  // switch or voice user needs something to press. A field that filters as it is typed into sends nothing: its
  // magnifier only marks it, inside the field.
  const sends = Boolean(onSubmit || action);

  return (
    <form role="search" aria-label={label} className={formClass({ fullWidth })} method="get" action={action} onSubmit={submit}>
      {Object.entries(keep).map(([field, kept]) => (
        <input key={field} type="hidden" name={field} value={kept} />
      ))}
      <TextField
        ref={inputRef}
        type="search"
        label={label}
        hideLabel={!showLabel}
        placeholder={placeholder}
        name={name}
        id={id}
        disabled={disabled}
        fullWidth={fullWidth}
        enterKeyHint="search"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        startIcon={sends ? undefined : <SearchIcon />}
        endAction={
          clearable && value && !disabled ? (
            <TextFieldAction label={clearLabel} onClick={clear}>
              <CloseIcon />
            </TextFieldAction>
          ) : undefined
        }
      />
      {sends ? (
        <Button type="submit" tone="secondary" icon={<SearchIcon />} aria-label={submitLabel} disabled={disabled} className={styles.submit}>
          {null}
        </Button>
      ) : null}
    </form>
  );
}
