import type { RecentOpen } from '@fleet/api-client';
import { storyNow } from '../../test/storyProviders.ts';

/** A moment `minutes` before the stories' fixed now. */
const minutesAgo = (minutes: number) => new Date(storyNow().getTime() - minutes * 60_000).toISOString();

/** Story data: the latest demo link opens, the latest first, dated from the stories' fixed now. */
export const engagementFixtures: readonly RecentOpen[] = [
  {
    demo_url_id: '3f6c1a52-8d4e-4b1f-9a27-5e0c7d2b9f14',
    client_email: 'priya.raman@northwind-logistics.example.com',
    creator_name: 'Sarah Whitfield',
    opened_at: minutesAgo(12),
    open_count: 3,
    lead_id: null,
  },
  {
    demo_url_id: '51c8f3b2-7a9e-4d06-b2e4-8f1a3c6d9e07',
    client_email: 'lukas.becker@example.com',
    creator_name: 'Marco Delgado',
    opened_at: minutesAgo(125),
    open_count: 12,
    lead_id: null,
  },
  {
    demo_url_id: '2e9f7d4c-1a6b-4c85-9e30-7f5b2a8d6c14',
    client_email: 'aiko.tanaka@example.com',
    creator_name: null,
    opened_at: minutesAgo(60 * 20),
    open_count: 1,
    lead_id: '7d1e4b29-5c8a-4f60-9b3e-2a6c8d0f1e47',
  },
  {
    demo_url_id: '9b2d7e10-4c3a-4f8e-b6d1-2a7c5e9f0b33',
    client_email: 'tomas.novak@example.com',
    creator_name: 'Marco Delgado',
    opened_at: minutesAgo(60 * 26),
    open_count: 1,
    lead_id: null,
  },
  {
    demo_url_id: 'a0d94e6f-3c2b-4a18-9f57-6b8e1d2c4f90',
    client_email: 'hannah.lindqvist@example.com',
    creator_name: 'Sarah Whitfield',
    opened_at: minutesAgo(60 * 24 * 6),
    open_count: 2,
    lead_id: null,
  },
];
