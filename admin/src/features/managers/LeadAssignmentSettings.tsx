import { LeadSettingsForm } from '@fleet/ui/components/LeadSettingsForm/LeadSettingsForm.tsx';
import { useLeadSettingsMutation, useLeadSettingsQuery } from '../../data/leadHandling/useLeadSettings.ts';

/** The Sales Managers page's 'Lead Assignment & Response': manual or round robin, and the response clock's hours. */
export function LeadAssignmentSettings() {
  const settings = useLeadSettingsQuery();
  const save = useLeadSettingsMutation();
  return (
    <LeadSettingsForm
      settings={settings.data}
      loading={settings.isPending}
      onSave={(changed) => save.mutate(changed)}
      saving={save.isPending}
      saved={save.isSuccess}
      error={save.isError ? save.error.message : settings.isError ? settings.error.message : undefined}
    />
  );
}
