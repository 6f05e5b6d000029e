import { type KeyboardEvent, useRef } from 'react';
import * as styles from './FilterChips.css.ts';

export interface FilterChipOption<Value extends string = string> {
  value: Value;
  label: string;
}

export interface FilterChipsProps<Value extends string = string> {
  options: readonly FilterChipOption<Value>[];
  /** The selected option's value. */
  value: Value;
  onChange: (value: Value) => void;
  /** Names the group for assistive technology, e.g. 'Filter posts by category'. */
  label: string;
}

const steps: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * A single-choice row of chips that wraps on narrow screens. It is a radio group: one Tab stop (the selected
 * chip), arrows and Home/End move and select, Space or Enter selects the focused chip.
 */
export function FilterChips<Value extends string>({ options, value, onChange, label }: FilterChipsProps<Value>) {
  const chips = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = options.findIndex((option) => option.value === value);
  const tabStop = selectedIndex === -1 ? 0 : selectedIndex;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = steps[event.key];
    let next: number | undefined;
    if (step !== undefined) next = (index + step + options.length) % options.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = options.length - 1;
    const option = next === undefined ? undefined : options[next];
    if (next === undefined || !option) return;
    event.preventDefault();
    chips.current[next]?.focus();
    onChange(option.value);
  };

  return (
    <div role="radiogroup" aria-label={label} className={styles.group}>
      {options.map((option, index) => (
        <button
          key={option.value}
          ref={(element) => {
            chips.current[index] = element;
          }}
          type="button"
          role="radio"
          aria-checked={option.value === value}
          tabIndex={index === tabStop ? 0 : -1}
          className={styles.chip}
          onClick={() => onChange(option.value)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
