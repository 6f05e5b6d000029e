import { useCallback, useState } from 'react';

/**
 * A value the parent may own (`value` given) or leave to the component (`defaultValue`); either way the
 * component calls `onChange`. Stories pin the prop; the apps usually leave it free.
 */
export function useControllableState<T>(value: T | undefined, defaultValue: T, onChange?: (next: T) => void) {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setOwn(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [current, set] as const;
}
