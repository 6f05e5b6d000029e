import type { LeadSettings } from './leadSettings.ts';

/** Story data: a Berlin team sharing leads in turn on weekdays, and a New York team taking them by hand, Saturdays too. */
export const leadSettingsFixtures = {
  roundRobin: {
    assignment: 'round_robin',
    businessDays: [1, 2, 3, 4, 5],
    businessStart: '09:00',
    businessEnd: '17:30',
    timeZone: 'Europe/Berlin',
    responseTargetMinutes: 240,
  },
  manual: {
    assignment: 'manual',
    businessDays: [1, 2, 3, 4, 5, 6],
    businessStart: '08:00',
    businessEnd: '18:00',
    timeZone: 'America/New_York',
    responseTargetMinutes: 30,
  },
} satisfies Record<string, LeadSettings>;
