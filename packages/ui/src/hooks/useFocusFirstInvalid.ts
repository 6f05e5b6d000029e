import { type RefObject, useEffect, useState } from 'react';

/**
 * After a submit, moves focus to the first field the app marked invalid, so keyboard and screen-reader users
 * land on what needs fixing. Call the returned function from the submit handler.
 */
export function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>) {
  const [attempts, setAttempts] = useState(0);
  // Runs after the commit that carries the app's new field errors, so the invalid fields are already marked.
  useEffect(() => {
    if (attempts > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts, formRef]);
  return () => setAttempts((count) => count + 1);
}
