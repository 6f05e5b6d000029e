import type { LeadStatus } from '@fleet/api-client';
import { leadStatusLabels } from '../LeadStatusBadge/leadStatus.ts';

/**
 * What a change to a lead was, one variant per kind the contract names (LeadEventKind): a status moved from one to
 * another; an owner changed (owners by name, null: nobody); a note was added.
 */
export type LeadChange = { kind: 'status'; from: LeadStatus; to: LeadStatus } | { kind: 'owner'; from: string | null; to: string | null } | { kind: 'note' };

export interface LeadHistoryEntry {
  id: string;
  /** ISO 8601. */
  at: string;
  /** Who made the change, by name (kept after the manager is deleted). */
  by: string;
  change: LeadChange;
}

/** What a person reads for a change: 'Changed the status from New to Contacted', 'Assigned the lead to Sarah Whitfield'. */
export function describeChange(change: LeadChange): string {
  switch (change.kind) {
    case 'status':
      return `Changed the status from ${leadStatusLabels[change.from]} to ${leadStatusLabels[change.to]}`;
    case 'owner':
      if (change.from === null) return `Assigned the lead to ${change.to ?? 'nobody'}`;
      if (change.to === null) return `Released the lead (was ${change.from})`;
      return `Reassigned the lead from ${change.from} to ${change.to}`;
    case 'note':
      return 'Added a note';
  }
}
