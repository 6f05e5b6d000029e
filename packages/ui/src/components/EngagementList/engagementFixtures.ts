import { storyNow } from '../../test/storyProviders.ts';
import type { DemoLinkOpen } from './EngagementList.tsx';

/** A moment `minutes` before the stories' fixed now. */
const minutesAgo = (minutes: number) => new Date(storyNow().getTime() - minutes * 60_000).toISOString();

/** Story data: the latest demo link opens, the latest first, dated from the stories' fixed now. */
export const engagementFixtures: readonly DemoLinkOpen[] = [
  {
    id: '3f6c1a52-8d4e-4b1f-9a27-5e0c7d2b9f14',
    clientEmail: 'priya.raman@northwind-logistics.example.com',
    sentBy: 'Sarah Whitfield',
    openedAt: minutesAgo(12),
    openCount: 3,
  },
  { id: '51c8f3b2-7a9e-4d06-b2e4-8f1a3c6d9e07', clientEmail: 'lukas.becker@example.com', sentBy: 'Marco Delgado', openedAt: minutesAgo(125), openCount: 12 },
  {
    id: '2e9f7d4c-1a6b-4c85-9e30-7f5b2a8d6c14',
    clientEmail: 'aiko.tanaka@example.com',
    sentBy: null,
    openedAt: minutesAgo(60 * 20),
    openCount: 1,
    leadHref: '/staff/leads/7d1e4b29-5c8a-4f60-9b3e-2a6c8d0f1e47',
  },
  { id: '9b2d7e10-4c3a-4f8e-b6d1-2a7c5e9f0b33', clientEmail: 'tomas.novak@example.com', sentBy: 'Marco Delgado', openedAt: minutesAgo(60 * 26), openCount: 1 },
  {
    id: 'a0d94e6f-3c2b-4a18-9f57-6b8e1d2c4f90',
    clientEmail: 'hannah.lindqvist@example.com',
    sentBy: 'Sarah Whitfield',
    openedAt: minutesAgo(60 * 24 * 6),
    openCount: 2,
  },
];
