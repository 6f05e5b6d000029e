import type { BadgeTone } from '../Badge/Badge.css';

/** Where a lead stands against the response target: nobody has worked it yet, or nobody did in time. */
export const responseStates = ['unworked', 'overdue'] as const;
export type ResponseState = (typeof responseStates)[number];

export const responseStateLabels = { unworked: 'Unworked', overdue: 'Overdue' } as const satisfies Record<ResponseState, string>;

/** Which badge tone each state reads as; the label and the icon, not the colour, carry the meaning. */
export const responseStateTones = { unworked: 'caution', overdue: 'critical' } as const satisfies Record<ResponseState, BadgeTone>;
