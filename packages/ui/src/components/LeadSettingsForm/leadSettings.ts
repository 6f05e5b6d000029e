import type { FieldErrors } from '../Field/formFieldsProps.ts';

/** How a new lead gets its owner: nobody until a manager takes it, or in turn among the managers who take new leads. */
export const leadAssignments = ['manual', 'round_robin'] as const;
export type LeadAssignment = (typeof leadAssignments)[number];

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

/** How new leads are assigned, and the response clock: business minutes on business days, in one time zone. */
export interface LeadSettings {
  assignment: LeadAssignment;
  /** ISO weekdays (1 = Monday … 7 = Sunday) the clock runs on; at least one. */
  businessDays: readonly number[];
  /** 'HH:MM', 24 hours, in `timeZone`. */
  businessStart: string;
  /** 'HH:MM', after `businessStart`. */
  businessEnd: string;
  /** An IANA name, e.g. 'Europe/Berlin'. */
  timeZone: string;
  /** Business minutes a new lead may wait before it is overdue (1–10080; the server's default is 240). */
  responseTargetMinutes: number;
}

/** The form's fields as the person types them: the target in hours, as text. */
export interface LeadSettingsValues extends Omit<LeadSettings, 'responseTargetMinutes'> {
  responseTargetHours: string;
}

export type LeadSettingsErrors = FieldErrors<keyof LeadSettingsValues>;

/** 240 minutes → '4', 30 → '0.5', 50 → '0.83'. */
export const hoursText = (minutes: number) => String(Math.round((minutes / 60) * 100) / 100);

/** '4' → 240, '0.5' (or '0,5') → 30; undefined for anything that is not a number. */
export function minutesFromHours(text: string): number | undefined {
  const hours = Number(text.trim().replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(hours) ? undefined : Math.round(hours * 60);
}

export const toLeadSettingsValues = ({ responseTargetMinutes, ...rest }: LeadSettings): LeadSettingsValues => ({
  ...rest,
  responseTargetHours: hoursText(responseTargetMinutes),
});

/** The settings the values stand for; call once `validateLeadSettings` has found nothing. */
export const fromLeadSettingsValues = ({ responseTargetHours, ...rest }: LeadSettingsValues): LeadSettings => ({
  ...rest,
  businessDays: [...rest.businessDays].sort((a, b) => a - b),
  responseTargetMinutes: minutesFromHours(responseTargetHours) ?? 0,
});

const clockTime = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A message per field the server would refuse; empty when the settings may be saved. */
export function validateLeadSettings(values: LeadSettingsValues): LeadSettingsErrors {
  const errors: LeadSettingsErrors = {};
  if (values.businessDays.length === 0) errors.businessDays = 'Choose at least one business day';
  if (!clockTime.test(values.businessStart)) errors.businessStart = 'Enter the time the business day starts';
  if (!clockTime.test(values.businessEnd)) errors.businessEnd = 'Enter the time the business day ends';
  // 'HH:MM' strings sort as the times do.
  else if (clockTime.test(values.businessStart) && values.businessEnd <= values.businessStart) errors.businessEnd = 'Must be later than the start';
  if (values.timeZone === '') errors.timeZone = 'Choose a time zone';
  const minutes = minutesFromHours(values.responseTargetHours);
  if (minutes === undefined || minutes < responseTargetLimits.min || minutes > responseTargetLimits.max) {
    errors.responseTargetHours = 'Enter a number of hours above 0, up to 168';
  }
  return errors;
}

export const sameLeadSettings = (a: LeadSettings, b: LeadSettings) =>
  a.assignment === b.assignment &&
  a.businessStart === b.businessStart &&
  a.businessEnd === b.businessEnd &&
  a.timeZone === b.timeZone &&
  a.responseTargetMinutes === b.responseTargetMinutes &&
  [...a.businessDays].sort().join() === [...b.businessDays].sort().join();
