import type { InputHTMLAttributes } from 'react';

/** Which code the second sign-in step asks for: the app's current one, or a saved recovery code. */
export const loginCodeModes = ['authenticator', 'recovery'] as const;
export type LoginCodeMode = (typeof loginCodeModes)[number];

interface LoginCodeModeCopy {
  intro: string;
  label: string;
  /** The button that switches to the other mode. */
  switchLabel: string;
  input: Pick<InputHTMLAttributes<HTMLInputElement>, 'autoComplete' | 'inputMode' | 'maxLength' | 'spellCheck' | 'autoCapitalize' | 'autoCorrect'>;
}

export const loginCodeModeCopy = {
  authenticator: {
    intro: 'Enter the 6-digit code from your authenticator app.',
    label: 'Authentication code',
    switchLabel: 'Use a recovery code',
    // Seven, not six: apps show the code as '123 456' and people type the space; the app strips it.
    input: { autoComplete: 'one-time-code', inputMode: 'numeric', maxLength: 7 },
  },
  recovery: {
    intro: 'Enter one of the recovery codes you saved when you set up two-step verification.',
    label: 'Recovery code',
    switchLabel: 'Use your authenticator app',
    // 'k7m2p-q9x4t': lower case, so phones must neither capitalise nor correct it.
    input: { autoComplete: 'off', maxLength: 11, spellCheck: false, autoCapitalize: 'none', autoCorrect: 'off' },
  },
} as const satisfies Record<LoginCodeMode, LoginCodeModeCopy>;
