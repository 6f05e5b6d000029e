import type { TwoStepEnrolment, TwoStepStatus } from '@fleet/api-client';
import type { FieldErrors } from '../Field/formFieldsProps.ts';

/** The code typed to turn two-step verification on. */
export interface TwoStepSetupValues {
  code: string;
}

/** E.g. { code: 'Code is required' }; the app decides the wording. */
export type TwoStepSetupFieldErrors = FieldErrors<keyof TwoStepSetupValues>;

export const emptyTwoStepSetupValues: TwoStepSetupValues = { code: '' };

/** Where the setup stands; the app derives it from the account and the setup requests. */
export type TwoStepSetupState =
  | { step: 'loading' }
  | { step: 'error'; message: string }
  | { step: 'off' }
  | ({ step: 'scan' } & TwoStepEnrolment)
  | { step: 'recovery-codes'; codes: readonly string[] }
  | ({ step: 'on' } & Pick<TwoStepStatus, 'recovery_codes_left'>);

export type TwoStepSetupStep = TwoStepSetupState['step'];

/** At or below this many unused recovery codes, the person is told to get new ones. */
export const fewRecoveryCodesLeft = 3;
