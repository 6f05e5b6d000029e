import type { LeadSettings as ApiLeadSettings } from '@fleet/api-client';
import { LeadSettingsForm } from '@fleet/ui/components/LeadSettingsForm/LeadSettingsForm.tsx';
import type { LeadSettings } from '@fleet/ui/components/LeadSettingsForm/leadSettings.ts';
import { useLeadSettingsMutation, useLeadSettingsQuery } from '../../data/leadHandling/useLeadSettings.ts';

const toSettings = (settings: ApiLeadSettings): LeadSettings => ({
  assignment: settings.assignment,
  businessDays: settings.business_days,
  businessStart: settings.business_start,
  businessEnd: settings.business_end,
  timeZone: settings.time_zone,
  responseTargetMinutes: settings.response_target_minutes,
});

const toApiSettings = (settings: LeadSettings): ApiLeadSettings => ({
  assignment: settings.assignment,
  business_days: [...settings.businessDays],
  business_start: settings.businessStart,
  business_end: settings.businessEnd,
  time_zone: settings.timeZone,
  response_target_minutes: settings.responseTargetMinutes,
});

/** The Sales Managers page's 'Lead Assignment & Response': manual or round robin, and the response clock's hours. */
export function LeadAssignmentSettings() {
  const settings = useLeadSettingsQuery();
  const save = useLeadSettingsMutation();
  return (
    <LeadSettingsForm
      settings={settings.data && toSettings(settings.data)}
      loading={settings.isPending}
      onSave={(changed) => save.mutate(toApiSettings(changed))}
      saving={save.isPending}
      saved={save.isSuccess}
      error={save.isError ? save.error.message : settings.isError ? settings.error.message : undefined}
    />
  );
}
