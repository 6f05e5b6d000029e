import { type LeadSettings, leadSettingsAssignments } from '@fleet/api-client';
import { useState } from 'react';
import { useFormFields } from '../../hooks/useFormFields.ts';
import { useValidatedSubmit } from '../../hooks/useValidatedSubmit.ts';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { InlineMessage } from '../InlineMessage/InlineMessage.tsx';
import { Select } from '../Select/Select.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { Fieldset } from './Fieldset.tsx';
import * as styles from './LeadSettingsForm.css';
import {
  fromLeadSettingsValues,
  isoWeekdays,
  type LeadSettingsValues,
  leadAssignmentHints,
  leadAssignmentLabels,
  sameLeadSettings,
  toLeadSettingsValues,
  validateLeadSettings,
  weekdayNames,
} from './leadSettings.ts';
import { Radio } from './Radio.tsx';
import { TimeField } from './TimeField.tsx';
import { timeZoneOptions } from './timeZones.ts';

export interface LeadSettingsFieldsProps {
  settings: LeadSettings;
  onSave: (settings: LeadSettings) => void;
  saving?: boolean;
  error?: string;
  saved?: boolean;
  readOnly?: boolean;
}

/** The settings being edited: the form keeps the draft, checks it, and hands the app whole settings to save. */
export function LeadSettingsFields({ settings, onSave, saving = false, error, saved = false, readOnly = false }: LeadSettingsFieldsProps) {
  const { values, errors, onChange, isValid, reset } = useFormFields<LeadSettingsValues>({
    emptyValues: toLeadSettingsValues(settings),
    validate: validateLeadSettings,
  });
  // New settings from the app (loaded again, or saved) replace the draft; the same settings again keep it.
  const [shown, setShown] = useState(settings);
  if (!sameLeadSettings(shown, settings)) {
    setShown(settings);
    reset(toLeadSettingsValues(settings));
  }
  const { formRef, handleSubmit } = useValidatedSubmit(
    values,
    (submitted) => {
      if (!readOnly && isValid(submitted)) onSave(fromLeadSettingsValues(submitted));
    },
    saving,
  );
  const edited = !sameLeadSettings(fromLeadSettingsValues(values), settings);

  const toggleDay = (day: number, on: boolean) =>
    onChange('business_days', on ? [...values.business_days, day].sort((a, b) => a - b) : values.business_days.filter((other) => other !== day));

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={handleSubmit} aria-busy={saving || undefined}>
      {readOnly ? <InlineMessage tone="info">Only super admins can change these settings.</InlineMessage> : null}
      <fieldset className={styles.allFields} disabled={readOnly}>
        <Fieldset legend="Assignment">
          {leadSettingsAssignments.map((assignment) => (
            <Radio
              key={assignment}
              name="assignment"
              value={assignment}
              label={leadAssignmentLabels[assignment]}
              hint={leadAssignmentHints[assignment]}
              checked={values.assignment === assignment}
              onChange={() => onChange('assignment', assignment)}
            />
          ))}
        </Fieldset>
        <Fieldset legend="Business Days" hint="The response clock runs on these days only." layout="wrap" error={errors.business_days}>
          {isoWeekdays.map((day) => (
            <Checkbox
              key={day}
              label={
                <>
                  <span aria-hidden="true">{weekdayNames[day][0]}</span>
                  <VisuallyHidden>{weekdayNames[day][1]}</VisuallyHidden>
                </>
              }
              checked={values.business_days.includes(day)}
              onChange={(event) => toggleDay(day, event.target.checked)}
            />
          ))}
        </Fieldset>
        <Fieldset legend="Business Hours" hint="The clock counts only these hours, in the team's time zone." layout="columns">
          <TimeField
            label="Start"
            name="business_start"
            fullWidth
            value={values.business_start}
            error={errors.business_start}
            onChange={(event) => onChange('business_start', event.target.value)}
          />
          <TimeField
            label="End"
            name="business_end"
            fullWidth
            value={values.business_end}
            error={errors.business_end}
            onChange={(event) => onChange('business_end', event.target.value)}
          />
          <div className={styles.wide}>
            <Select
              label="Time Zone"
              name="time_zone"
              fullWidth
              options={timeZoneOptions(values.time_zone)}
              placeholder="Select a time zone"
              value={values.time_zone}
              error={errors.time_zone}
              onChange={(event) => onChange('time_zone', event.target.value)}
            />
          </div>
        </Fieldset>
        <div className={styles.target}>
          <TextField
            label="Response Target (Hours)"
            hint="Business hours a new lead may wait to be worked before it is overdue, e.g. 4 or 0.5."
            type="number"
            name="response_target_hours"
            inputMode="decimal"
            min={0}
            max={168}
            step="any"
            fullWidth
            value={values.response_target_hours}
            error={errors.response_target_hours}
            onChange={(event) => onChange('response_target_hours', event.target.value)}
          />
        </div>
      </fieldset>
      {error ? <InlineMessage tone="error">{error}</InlineMessage> : null}
      {saved && !edited && !error ? <InlineMessage tone="success">Lead settings saved.</InlineMessage> : null}
      {readOnly ? null : (
        <div className={styles.footer}>
          <Button type="submit" loading={saving}>
            {saving ? 'Saving...' : 'Save Settings'}
          </Button>
        </div>
      )}
    </form>
  );
}
