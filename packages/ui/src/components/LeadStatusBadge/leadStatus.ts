import type { LeadStatus } from '@fleet/api-client';
import type { BadgeTone } from '../Badge/Badge.css';

export const leadStatusLabels = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
} as const satisfies Record<LeadStatus, string>;

/** Which badge tone each status reads as; the label and the icon, not the colour, carry the meaning. */
export const leadStatusTones = {
  new: 'info',
  contacted: 'caution',
  qualified: 'brand',
  won: 'positive',
  lost: 'neutral',
} as const satisfies Record<LeadStatus, BadgeTone>;
