import type { OwnerResponseTime, ResponseTimes } from '@fleet/api-client';
import { leadPeople } from '../LeadList/leadFixtures.ts';

const owner = (person: { id: string; name: string }, figures: Omit<OwnerResponseTime, 'id' | 'name'>): OwnerResponseTime => ({ ...person, ...figures });

/** Story data: the sales team's figures, every lead worked in time, none waiting too long. */
export const responseTimeOwners: readonly OwnerResponseTime[] = [
  owner(leadPeople.eleanor, { median_minutes: 45, worked: 12, unworked: 1, overdue: 0 }),
  owner(leadPeople.jonas, { median_minutes: null, worked: 0, unworked: 0, overdue: 0 }),
  owner(leadPeople.marco, { median_minutes: 200, worked: 31, unworked: 2, overdue: 0 }),
  owner(leadPeople.sarah, { median_minutes: 92.5, worked: 27, unworked: 0, overdue: 0 }),
];

export const responseTimeUnassigned: ResponseTimes['unassigned'] = { unworked: 3, overdue: 0 };

/** The same team with leads past the target: Marco's, and two nobody has taken. */
export const overdueOwners: readonly OwnerResponseTime[] = responseTimeOwners.map((figures) =>
  figures.id === leadPeople.marco.id ? { ...figures, median_minutes: 1565, unworked: 5, overdue: 3 } : figures,
);

export const overdueUnassigned: ResponseTimes['unassigned'] = { unworked: 4, overdue: 2 };

/** The response target of the stories: 4 business hours. */
export const storyTargetMinutes = 240;
