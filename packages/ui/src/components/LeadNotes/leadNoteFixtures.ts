import { daysFromStoryNow } from '../../test/storyProviders.ts';
import type { LeadNote } from './leadNote.ts';

const longNote = [
  'Call with Priya and their fleet manager, 45 minutes.',
  '',
  'They run 140 refrigerated vans out of three depots (Leeds, Bristol, Glasgow) and lost two loads last winter to doors left open overnight. What they want, in their order:',
  '1. Door-open alerts with the trailer temperature beside them.',
  '2. Driver-facing cameras on the night routes only, for now.',
  '3. A monthly report the insurer accepts.',
  '',
  'Their current telematics contract ends on 31 March; procurement needs a quote by mid-January. Budget sits with the operations director, who joins the next call.',
  'They sent their depot map: https://files.northwind-logistics.example.com/shared/depots/2026/winter-routes-and-door-sensor-placement-final-v3.pdf',
  '',
  'Next: send the pilot proposal for 20 vans in Leeds, with the reporting sample. Sarah to check whether the insurer template fits our export.',
].join('\n');

/** Story data: notes as managers wrote them, dated from the stories' fixed now. */
export const leadNoteFixtures = {
  call: {
    id: 'n3',
    author: 'Sarah Whitfield',
    at: daysFromStoryNow(0, 9),
    text: 'Called back: they want a demo for the Leeds depot first.\nAvailable Tuesdays and Thursdays.',
  },
  email: { id: 'n2', author: 'Marco Delgado', at: daysFromStoryNow(-1, 15), text: 'Sent the pricing sheet and the case study from Nordic Mining.' },
  first: { id: 'n1', author: 'Sarah Whitfield', at: daysFromStoryNow(-2, 10), text: 'Looks like a good fit: 140 vans, currently on a competitor.' },
  long: { id: 'n4', author: 'Sarah Whitfield', at: daysFromStoryNow(0, 9), text: longNote },
} satisfies Record<string, LeadNote>;

const { call, email, first } = leadNoteFixtures;

/** Given oldest first, as a server might send them: the list still shows the newest first. */
export const leadNotes: readonly LeadNote[] = [first, email, call];
