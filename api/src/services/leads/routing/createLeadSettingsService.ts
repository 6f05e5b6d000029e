import type { LeadSettings } from '@fleet/api-client';
import type { Queryable } from '../../../db/Database.ts';
import { ServiceError } from '../../ServiceError.ts';
import { type BusinessHours, isTimeZone } from './businessHours.ts';

interface SettingsRow {
  assignment: LeadSettings['assignment'];
  business_days: number[];
  business_start: string;
  business_end: string;
  time_zone: string;
  response_target_minutes: number;
}

/** The team's lead settings (one row, 012_lead_handling.sql), read in the caller's transaction when given one. */
export async function readLeadSettings(db: Queryable): Promise<LeadSettings> {
  const [row] = await db.query<SettingsRow>(
    'select assignment, business_days, business_start, business_end, time_zone, response_target_minutes from lead_settings where id = 1',
  );
  return { ...row! };
}

export const businessHoursOf = (settings: LeadSettings): BusinessHours => ({
  days: settings.business_days,
  start: settings.business_start,
  end: settings.business_end,
  timeZone: settings.time_zone,
});

/** How new leads are assigned and the response clock counts; super admins change them. */
export function createLeadSettingsService(db: Queryable) {
  return {
    get: () => readLeadSettings(db),

    async update(settings: LeadSettings): Promise<LeadSettings> {
      if (!isTimeZone(settings.time_zone)) {
        throw new ServiceError('invalid', `Unknown time zone: ${settings.time_zone}`, { field: 'body.time_zone' });
      }
      if (settings.business_end <= settings.business_start) {
        throw new ServiceError('invalid', 'The working day must end after it starts', { field: 'body.business_end' });
      }
      const days = [...new Set(settings.business_days)].sort((a, b) => a - b);
      await db.query(
        `update lead_settings set assignment = $1, business_days = $2, business_start = $3, business_end = $4, time_zone = $5,
         response_target_minutes = $6 where id = 1`,
        [settings.assignment, days, settings.business_start, settings.business_end, settings.time_zone, settings.response_target_minutes],
      );
      return { ...settings, business_days: days };
    },
  };
}

export type LeadSettingsService = ReturnType<typeof createLeadSettingsService>;
