import { leadPeople } from '../LeadList/leadFixtures.ts';
import type { OwnerResponseTime, UnassignedResponseCounts } from './responseTime.ts';

const owner = (person: { id: string; name: string }, figures: Omit<OwnerResponseTime, 'id' | 'name'>): OwnerResponseTime => ({ ...person, ...figures });

/** Story data: the sales team's figures, every lead worked in time, none waiting too long. */
export const responseTimeOwners: readonly OwnerResponseTime[] = [
  owner(leadPeople.eleanor, { medianMinutes: 45, worked: 12, unworked: 1, overdue: 0 }),
  owner(leadPeople.jonas, { medianMinutes: null, worked: 0, unworked: 0, overdue: 0 }),
  owner(leadPeople.marco, { medianMinutes: 200, worked: 31, unworked: 2, overdue: 0 }),
  owner(leadPeople.sarah, { medianMinutes: 92.5, worked: 27, unworked: 0, overdue: 0 }),
];

export const responseTimeUnassigned: UnassignedResponseCounts = { unworked: 3, overdue: 0 };

/** The same team with leads past the target: Marco's, and two nobody has taken. */
export const overdueOwners: readonly OwnerResponseTime[] = responseTimeOwners.map((figures) =>
  figures.id === leadPeople.marco.id ? { ...figures, medianMinutes: 1565, unworked: 5, overdue: 3 } : figures,
);

export const overdueUnassigned: UnassignedResponseCounts = { unworked: 4, overdue: 2 };

/** The response target of the stories: 4 business hours. */
export const storyTargetMinutes = 240;
