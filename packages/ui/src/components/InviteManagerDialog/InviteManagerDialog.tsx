import { managerRoles } from '@fleet/api-client';
import { type ReactElement, useEffect, useRef } from 'react';
import { useValidatedSubmit } from '../../hooks/useValidatedSubmit.ts';
import { Button } from '../Button/Button.tsx';
import { Dialog, DialogTrigger } from '../Dialog/Dialog.tsx';
import { DialogContent } from '../Dialog/DialogContent.tsx';
import { DialogFooter } from '../Dialog/DialogFooter.tsx';
import { bindField } from '../Field/bindField.ts';
import type { FormFieldsProps } from '../Field/formFieldsProps.ts';
import { InlineMessage } from '../InlineMessage/InlineMessage.tsx';
import { managerRoleLabels } from '../ManagerList/manager.ts';
import { PasswordField } from '../PasswordField/PasswordField.tsx';
import { Select, type SelectOption } from '../Select/Select.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './InviteManagerDialog.css';
import { type InviteManagerValues, isManagerRole } from './inviteManagerValues.ts';

const roleOptions: readonly SelectOption[] = managerRoles.map((role) => ({ value: role, label: managerRoleLabels[role] }));

const passwordHint = 'Minimum 8 characters required';

export interface InviteManagerDialogProps extends FormFieldsProps<InviteManagerValues> {
  open: boolean;
  /** Called with false on Cancel, Close, Escape or a click outside; the parent also closes it after success. */
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog, e.g. <Button>Invite Manager</Button>; focus returns to it on close. */
  trigger?: ReactElement;
  onSubmit: (values: InviteManagerValues) => void;
  /** The invite is being sent: the button reads 'Inviting...', and the dialog cannot be dismissed. */
  submitting?: boolean;
  /** Why the invite failed, e.g. 'Email already exists'; announced as an alert. */
  error?: string;
}

/** 'Invite Manager': name, e-mail, a first password and the role of a new sales manager. The app validates and sends. */
export function InviteManagerDialog({ open, onOpenChange, trigger, values, errors, onChange, onSubmit, submitting = false, error }: InviteManagerDialogProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  const { formRef, handleSubmit } = useValidatedSubmit(values, onSubmit, submitting);
  const bind = bindField({ values, errors, onChange });
  // Disabling the focused 'Send Invite' would drop focus to the page behind the modal; keep it on the dialog.
  useEffect(() => {
    if (submitting) contentRef.current?.focus();
  }, [submitting]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger>{trigger}</DialogTrigger> : null}
      <DialogContent ref={contentRef} title="Invite Manager" dismissible={!submitting}>
        {/* The app owns validation so its messages are the product's own wording, not the browser's. */}
        <form ref={formRef} className={styles.form} noValidate onSubmit={handleSubmit}>
          {error ? <InlineMessage tone="error">{error}</InlineMessage> : null}
          <TextField label="Name" autoComplete="off" required {...bind('name')} />
          <TextField label="Email" type="email" autoComplete="off" required {...bind('email')} />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            required
            minLength={8}
            // The short-password error repeats the hint word for word; show it once, as the error.
            hint={errors.password === passwordHint ? undefined : passwordHint}
            {...bind('password')}
          />
          <Select
            label="Role"
            name="role"
            options={roleOptions}
            fullWidth
            value={values.role}
            onChange={(event) => {
              if (isManagerRole(event.target.value)) onChange('role', event.target.value);
            }}
          />
          <DialogFooter>
            <Button tone="secondary" disabled={submitting} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={submitting}>
              {submitting ? 'Inviting...' : 'Send Invite'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
