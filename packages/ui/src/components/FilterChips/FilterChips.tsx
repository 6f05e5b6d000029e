import { type KeyboardEvent, useRef } from 'react';
import { useLocaleHref } from '../../providers/useLocaleHref.ts';
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
  /**
   * The address that shows each choice: the chips are then links, which work without script; with script
   * a choice calls `onChange` in place.
   */
  hrefFor?: (value: Value) => string;
}

const steps: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * A single-choice row of chips that wraps on narrow screens. It is a radio group: one Tab stop (the selected
 * chip), arrows and Home/End move and select, Space or Enter selects the focused chip.
 */
export function FilterChips<Value extends string>({ options, value, onChange, label, hrefFor }: FilterChipsProps<Value>) {
  const chips = useRef<(HTMLElement | null)[]>([]);
  // Plain links, not the app's link component (a chip is a radio as well): they take the page's language themselves.
  const localeHref = useLocaleHref();
  const selectedIndex = options.findIndex((option) => option.value === value);
  const tabStop = selectedIndex === -1 ? 0 : selectedIndex;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    // A link is not pressed by Space, as a radio is.
    if (hrefFor && event.key === ' ') {
      event.preventDefault();
      const option = options[index];
      if (option) onChange(option.value);
      return;
    }
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
      {options.map((option, index) => {
        const chip = {
          ref: (element: HTMLElement | null) => {
            chips.current[index] = element;
          },
          role: 'radio',
          'aria-checked': option.value === value,
          tabIndex: index === tabStop ? 0 : -1,
          className: styles.chip,
          onKeyDown: (event: KeyboardEvent<HTMLElement>) => onKeyDown(event, index),
        } as const;
        return hrefFor ? (
          <a
            key={option.value}
            {...chip}
            href={localeHref(hrefFor(option.value))}
            onClick={(event) => {
              event.preventDefault();
              onChange(option.value);
            }}
          >
            {option.label}
          </a>
        ) : (
          <button key={option.value} {...chip} type="button" onClick={() => onChange(option.value)}>
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
