import type { LeadSettings } from '@fleet/api-client';

/** Story data: a Berlin team sharing leads in turn on weekdays, and a New York team taking them by hand, Saturdays too. */
export const leadSettingsFixtures = {
  roundRobin: {
    assignment: 'round_robin',
    business_days: [1, 2, 3, 4, 5],
    business_start: '09:00',
    business_end: '17:30',
    time_zone: 'Europe/Berlin',
    response_target_minutes: 240,
  },
  manual: {
    assignment: 'manual',
    business_days: [1, 2, 3, 4, 5, 6],
    business_start: '08:00',
    business_end: '18:00',
    time_zone: 'America/New_York',
    response_target_minutes: 30,
  },
} satisfies Record<string, LeadSettings>;
