import { type FormEvent, useRef } from 'react';
import { useFocusFirstInvalid } from './useFocusFirstInvalid.ts';

/**
 * The submit of a form the app validates (noValidate): hands the values to the app unless its request is still
 * running, then moves focus to the first field the app marked invalid. Put `formRef` and `onSubmit` on the form.
 */
export function useValidatedSubmit<Values>(values: Values, onSubmit: (values: Values) => void, busy: boolean) {
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    onSubmit(values);
    focusFirstInvalid();
  };
  return { formRef, handleSubmit };
}
