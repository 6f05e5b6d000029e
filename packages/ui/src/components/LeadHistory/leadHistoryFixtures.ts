import { daysFromStoryNow } from '../../test/storyProviders.ts';
import type { LeadHistoryEntry } from './leadHistory.ts';

/** Story data: a lead's changes as the server keeps them, oldest first, dated from the stories' fixed now. */
export const leadHistoryFixtures = {
  taken: { id: '41', at: daysFromStoryNow(-2, 10), by: 'Sarah Whitfield', change: { kind: 'owner', from: null, to: 'Sarah Whitfield' } },
  noteAdded: { id: '42', at: daysFromStoryNow(-2, 11), by: 'Sarah Whitfield', change: { kind: 'note' } },
  contacted: { id: '43', at: daysFromStoryNow(-1, 15), by: 'Sarah Whitfield', change: { kind: 'status', from: 'new', to: 'contacted' } },
  handedOn: { id: '44', at: daysFromStoryNow(-1, 16), by: 'Eleanor Vance', change: { kind: 'owner', from: 'Sarah Whitfield', to: 'Marco Delgado' } },
  qualified: { id: '45', at: daysFromStoryNow(0, 9), by: 'Marco Delgado', change: { kind: 'status', from: 'contacted', to: 'qualified' } },
  released: { id: '46', at: daysFromStoryNow(0, 10), by: 'Marco Delgado', change: { kind: 'owner', from: 'Marco Delgado', to: null } },
} satisfies Record<string, LeadHistoryEntry>;

const { taken, noteAdded, contacted, handedOn, qualified, released } = leadHistoryFixtures;

export const leadHistory: readonly LeadHistoryEntry[] = [taken, noteAdded, contacted, handedOn, qualified, released];
