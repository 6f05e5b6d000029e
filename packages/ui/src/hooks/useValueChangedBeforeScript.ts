import { type RefObject, useLayoutEffect } from 'react';

/**
 * On a page the server rendered, a field someone changed before its script arrived keeps their value: as the
 * component comes alive the field's value is read once, and handed to `onChange` when it is not the one the field
 * was `rendered` with. Rendered in the browser from the start, the two are the same and nothing happens.
 */
export function useValueChangedBeforeScript(
  field: RefObject<HTMLInputElement | HTMLSelectElement | null>,
  rendered: string,
  onChange: (value: string) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the field comes alive.
  useLayoutEffect(() => {
    const current = field.current?.value;
    if (current !== undefined && current !== rendered) onChange(current);
  }, []);
}
