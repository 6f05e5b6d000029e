import type { LoginCodeFormValues } from '@fleet/ui/components/LoginCodeForm/LoginCodeForm.tsx';

const codeFieldMessages = { code: 'Code is required' } as const;

/** The code step and the two-step setup ask for one thing: a code. */
export function codeFieldErrors({ code }: LoginCodeFormValues): Partial<Record<'code', string>> {
  return code.trim() ? {} : { code: codeFieldMessages.code };
}
