import { useState } from 'react';

/** A value the parent may own (value + onChange) or leave to the component (defaultValue). */
export function useControllableState<T>(value: T | undefined, defaultValue: T, onChange?: (next: T) => void) {
  const [ownValue, setOwnValue] = useState(defaultValue);
  const current = value === undefined ? ownValue : value;
  const setValue = (next: T) => {
    setOwnValue(next);
    onChange?.(next);
  };
  return [current, setValue] as const;
}
