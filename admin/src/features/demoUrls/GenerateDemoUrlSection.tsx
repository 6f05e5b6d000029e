import { emailPattern } from '@fleet/rules';
import { DemoUrlForm, type DemoUrlFormValues, defaultDemoUrlFormValues } from '@fleet/ui/components/DemoUrlForm/DemoUrlForm.tsx';
import { useFormFields } from '@fleet/ui/hooks/useFormFields.ts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { adminPaths } from '../../adminPaths.ts';
import { useGenerateDemoUrlMutation } from '../../data/demoUrls/useGenerateDemoUrlMutation.ts';
import { readAccessToken } from '../../data/session/sessionStorage.ts';
import { signInAgainState } from '../auth/sessionEnded.ts';
import { generationErrorMessage, generationMessages } from './generationErrorMessage.ts';

/** 'Generate Demo URL': on success the notice shows, the e-mail clears (the expiry stays) and the list reloads. */
export function GenerateDemoUrlSection() {
  const navigate = useNavigate();
  const generate = useGenerateDemoUrlMutation();
  const form = useFormFields({ emptyValues: defaultDemoUrlFormValues });
  const [invalid, setInvalid] = useState(false);

  const submit = (submitted: DemoUrlFormValues) => {
    const clientEmail = submitted.clientEmail.trim();
    generate.reset();
    if (!emailPattern.test(clientEmail)) {
      setInvalid(true);
      return;
    }
    if (!readAccessToken()) {
      navigate(adminPaths.signInAgain, { state: signInAgainState(generationMessages.notSignedIn) });
      return;
    }
    generate.mutate({ clientEmail, expiresIn: submitted.expiresIn }, { onSuccess: () => form.onChange('clientEmail', '') });
  };

  const error = invalid ? generationMessages.invalidEmail : generate.isError ? generationErrorMessage(generate.error) : undefined;

  return (
    <DemoUrlForm
      values={form.values}
      errors={form.errors}
      submitting={generate.isPending}
      error={error}
      successMessage={generate.isSuccess ? generationMessages.success : undefined}
      onChange={(field, value) => {
        if (field === 'clientEmail') setInvalid(false);
        form.onChange(field, value);
      }}
      onSubmit={submit}
    />
  );
}
