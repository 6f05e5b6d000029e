import { TwoStepSetup } from '@fleet/ui/components/TwoStepSetup/TwoStepSetup.tsx';
import { emptyTwoStepSetupValues, type TwoStepSetupState } from '@fleet/ui/components/TwoStepSetup/twoStepSetupValues.ts';
import { useFormFields } from '@fleet/ui/hooks/useFormFields.ts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { adminPaths } from '../../adminPaths.ts';
import { useConfirmTwoStepMutation, useStartTwoStepMutation } from '../../data/twoStep/useTwoStepMutations.ts';
import { useTwoStepQuery } from '../../data/twoStep/useTwoStepQuery.ts';
import { codeFieldErrors } from '../auth/codeFieldErrors.ts';

export interface TwoStepSectionProps {
  /** The team requires it and the account has none yet: the other pages open once it is on. */
  required: boolean;
}

/** 'Two-Step Verification' on the account page: its state, and its setup from the QR code to the recovery codes. */
export function TwoStepSection({ required }: TwoStepSectionProps) {
  const navigate = useNavigate();
  const status = useTwoStepQuery();
  const start = useStartTwoStepMutation();
  const confirm = useConfirmTwoStepMutation();
  const form = useFormFields({ emptyValues: emptyTwoStepSetupValues, validate: codeFieldErrors });
  const [codes, setCodes] = useState<readonly string[]>();

  const state = ((): TwoStepSetupState => {
    if (codes) return { step: 'recovery-codes', codes };
    if (start.data) return { step: 'scan', ...start.data };
    if (status.isPending) return { step: 'loading' };
    if (status.isError) return { step: 'error', message: status.error.message };
    return status.data.enabled ? { step: 'on', ...status.data } : { step: 'off' };
  })();
  const failed = start.isError ? start.error : confirm.isError ? confirm.error : undefined;

  return (
    <TwoStepSetup
      state={state}
      required={required}
      values={form.values}
      errors={form.errors}
      error={failed?.message}
      starting={start.isPending}
      confirming={confirm.isPending}
      onChange={(field, value) => {
        if (confirm.isError) confirm.reset();
        form.onChange(field, value);
      }}
      onStart={() => start.mutate()}
      onConfirm={(submitted) => {
        if (!form.isValid(submitted)) return;
        confirm.mutate(submitted.code.trim(), {
          onSuccess: ({ recovery_codes }) => {
            setCodes(recovery_codes);
            start.reset();
            form.reset();
          },
        });
      }}
      onCancel={() => {
        start.reset();
        confirm.reset();
        form.reset();
      }}
      onDone={() => {
        setCodes(undefined);
        // What the requirement held back is open now.
        if (required) navigate(adminPaths.dashboard, { replace: true });
      }}
    />
  );
}
