import { InlineMessage } from '@fleet/ui/components/InlineMessage/InlineMessage.tsx';
import { InviteManagerDialog } from '@fleet/ui/components/InviteManagerDialog/InviteManagerDialog.tsx';
import { emptyInviteManagerValues } from '@fleet/ui/components/InviteManagerDialog/inviteManagerValues.ts';
import { ManagerList } from '@fleet/ui/components/ManagerList/ManagerList.tsx';
import { MfaRequirement } from '@fleet/ui/components/MfaRequirement/MfaRequirement.tsx';
import { useFormFields } from '@fleet/ui/hooks/useFormFields.ts';
import { useState } from 'react';
import {
  useDeleteManagerMutation,
  useInviteManagerMutation,
  useManagerStatusMutation,
  useResetTwoStepMutation,
  useTakesLeadsMutation,
} from '../../data/managers/useManagerMutations.ts';
import { useManagersQuery } from '../../data/managers/useManagersQuery.ts';
import { useSecuritySettingsQuery, useTwoStepRequirementMutation } from '../../data/twoStep/useSecuritySettings.ts';
import { inviteFieldErrors, inviteMessages } from './inviteFieldErrors.ts';
import { LeadAssignmentSettings } from './LeadAssignmentSettings.tsx';

const salesTeamMessages = { loadFailed: 'Failed to load sales managers' } as const;

/**
 * The Sales Managers page body: the team, the invite dialog, activate, deactivate and delete, who takes new leads, and
 * how leads are assigned and the response clock counts.
 */
export function SalesTeam() {
  const managers = useManagersQuery();
  const invite = useInviteManagerMutation();
  const setStatus = useManagerStatusMutation();
  const remove = useDeleteManagerMutation();
  const resetTwoStep = useResetTwoStepMutation();
  const takesLeads = useTakesLeadsMutation();
  const settings = useSecuritySettingsQuery();
  const requirement = useTwoStepRequirementMutation();
  const form = useFormFields({ emptyValues: emptyInviteManagerValues, validate: inviteFieldErrors });
  const [inviting, setInviting] = useState(false);
  const [invited, setInvited] = useState(false);
  // The box shows the choice in the same event: the mutation's own state arrives a tick later, and a
  // controlled checkbox would first be put back (a quick second click would then ask for the old value).
  const [requested, setRequested] = useState<boolean>();
  // The same for each manager's 'Takes New Leads' box, until the server has answered that change.
  const [takesLeadsAsked, setTakesLeadsAsked] = useState<Readonly<Record<string, boolean>>>({});
  const askTakesLeads = (id: string, on: boolean) => {
    setTakesLeadsAsked((asked) => ({ ...asked, [id]: on }));
    takesLeads
      .mutateAsync({ id, takesLeads: on })
      .catch(() => undefined)
      .finally(() => setTakesLeadsAsked(({ [id]: _answered, ...asked }) => asked));
  };

  const openInvite = (open: boolean) => {
    if (open) {
      form.reset();
      invite.reset();
      setInvited(false);
    }
    setInviting(open);
  };

  const activating = setStatus.isPending && setStatus.variables.status === 'active' ? setStatus.variables : undefined;
  const activateFailed = setStatus.isError && setStatus.variables.status === 'active' ? setStatus.variables : undefined;

  return (
    <>
      <ManagerList
        notice={
          <>
            {invited ? <InlineMessage tone="success">{inviteMessages.invited}</InlineMessage> : null}
            <MfaRequirement
              required={requested ?? settings.data?.two_step_required ?? false}
              loading={settings.isPending}
              pending={requested !== undefined}
              error={requirement.isError ? requirement.error.message : settings.isError ? settings.error.message : undefined}
              onChange={(required) => {
                setRequested(required);
                requirement.mutate(required, { onSettled: () => setRequested(undefined) });
              }}
            />
          </>
        }
        managers={managers.data?.map((manager) => (manager.id in takesLeadsAsked ? { ...manager, takes_leads: takesLeadsAsked[manager.id] } : manager))}
        loading={managers.isPending}
        error={managers.isError ? salesTeamMessages.loadFailed : undefined}
        onInvite={() => openInvite(true)}
        onActivate={(id) => {
          setInvited(false);
          setStatus.mutate({ id, status: 'active' });
        }}
        onDeactivate={(id) => setStatus.mutateAsync({ id, status: 'inactive' })}
        onDelete={(id) => remove.mutateAsync(id)}
        onResetMfa={(id) => resetTwoStep.mutateAsync(id)}
        onTakesLeadsChange={askTakesLeads}
        takesLeadsSaving={Object.keys(takesLeadsAsked)}
        takesLeadsError={takesLeads.isError ? { id: takesLeads.variables.id, message: takesLeads.error.message } : undefined}
        pending={activating ? { id: activating.id, action: 'activate' } : undefined}
        actionError={activateFailed ? { id: activateFailed.id, action: 'activate', message: setStatus.error?.message ?? '' } : undefined}
      />
      <LeadAssignmentSettings />
      <InviteManagerDialog
        open={inviting}
        onOpenChange={openInvite}
        values={form.values}
        errors={form.errors}
        onChange={form.onChange}
        submitting={invite.isPending}
        error={invite.isError ? invite.error.message || inviteMessages.failed : undefined}
        onSubmit={(submitted) => {
          if (!form.isValid(submitted)) return;
          const { name, email, password, role } = submitted;
          invite.mutate(
            { name: name.trim(), email: email.trim(), password, role },
            {
              onSuccess: () => {
                setInviting(false);
                setInvited(true);
              },
            },
          );
        }}
      />
    </>
  );
}
