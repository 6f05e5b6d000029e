import type { LeadSettings } from '@fleet/api-client';
import type { FieldErrors } from '../Field/formFieldsProps.ts';

/** How a new lead gets its owner: nobody until a manager takes it, or in turn among the managers who take new leads. */
export type LeadAssignment = LeadSettings['assignment'];

export const leadAssignmentLabels = { manual: 'Manual', round_robin: 'Round Robin' } as const satisfies Record<LeadAssignment, string>;

export const leadAssignmentHints = {
  manual: 'New leads wait unassigned until a manager takes one.',
  round_robin: 'New leads go in turn to the active managers who take new leads (set on the Sales Managers page).',
} as const satisfies Record<LeadAssignment, string>;

/** ISO weekdays, as the server counts them: 1 is Monday, 7 is Sunday. */
export const isoWeekdays = [1, 2, 3, 4, 5, 6, 7] as const;
export type IsoWeekday = (typeof isoWeekdays)[number];

export const weekdayNames = {
  1: ['Mon', 'Monday'],
  2: ['Tue', 'Tuesday'],
  3: ['Wed', 'Wednesday'],
  4: ['Thu', 'Thursday'],
  5: ['Fri', 'Friday'],
  6: ['Sat', 'Saturday'],
  7: ['Sun', 'Sunday'],
} as const satisfies Record<IsoWeekday, readonly [short: string, long: string]>;

/** The response target the server allows, in business minutes: one minute to one week (168 hours). */
export const responseTargetLimits = { min: 1, max: 10_080 } as const;

/** The form's fields as the person types them: the target in hours, as text. */
export interface LeadSettingsValues extends Omit<LeadSettings, 'response_target_minutes'> {
  response_target_hours: string;
}

export type LeadSettingsErrors = FieldErrors<keyof LeadSettingsValues>;

/** 240 minutes → '4', 30 → '0.5', 50 → '0.83'. */
export const hoursText = (minutes: number) => String(Math.round((minutes / 60) * 100) / 100);

/** '4' → 240, '0.5' (or '0,5') → 30; undefined for anything that is not a number. */
export function minutesFromHours(text: string): number | undefined {
  const hours = Number(text.trim().replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(hours) ? undefined : Math.round(hours * 60);
}

export const toLeadSettingsValues = ({ response_target_minutes, ...rest }: LeadSettings): LeadSettingsValues => ({
  ...rest,
  response_target_hours: hoursText(response_target_minutes),
});

/** The settings the values stand for; call once `validateLeadSettings` has found nothing. */
export const fromLeadSettingsValues = ({ response_target_hours, ...rest }: LeadSettingsValues): LeadSettings => ({
  ...rest,
  business_days: [...rest.business_days].sort((a, b) => a - b),
  response_target_minutes: minutesFromHours(response_target_hours) ?? 0,
});

const clockTime = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A message per field the server would refuse; empty when the settings may be saved. */
export function validateLeadSettings(values: LeadSettingsValues): LeadSettingsErrors {
  const errors: LeadSettingsErrors = {};
  if (values.business_days.length === 0) errors.business_days = 'Choose at least one business day';
  if (!clockTime.test(values.business_start)) errors.business_start = 'Enter the time the business day starts';
  if (!clockTime.test(values.business_end)) errors.business_end = 'Enter the time the business day ends';
  // 'HH:MM' strings sort as the times do.
  else if (clockTime.test(values.business_start) && values.business_end <= values.business_start) errors.business_end = 'Must be later than the start';
  if (values.time_zone === '') errors.time_zone = 'Choose a time zone';
  const minutes = minutesFromHours(values.response_target_hours);
  if (minutes === undefined || minutes < responseTargetLimits.min || minutes > responseTargetLimits.max) {
    errors.response_target_hours = 'Enter a number of hours above 0, up to 168';
  }
  return errors;
}

export const sameLeadSettings = (a: LeadSettings, b: LeadSettings) =>
  a.assignment === b.assignment &&
  a.business_start === b.business_start &&
  a.business_end === b.business_end &&
  a.time_zone === b.time_zone &&
  a.response_target_minutes === b.response_target_minutes &&
  [...a.business_days].sort().join() === [...b.business_days].sort().join();
