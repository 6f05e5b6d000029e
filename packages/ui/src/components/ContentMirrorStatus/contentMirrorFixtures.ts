import { storyNow } from '../../test/storyProviders.ts';
import type { ContentMirror } from './contentMirror.ts';

/** A moment `minutes` from the stories' fixed now (negative: before it). */
const minutesFromStoryNow = (minutes: number) => new Date(storyNow().getTime() + minutes * 60_000).toISOString();

const mirrored = { posts: 128, categories: 9, tags: 41, authors: 6, media: 212 };

/** Story data: the mirror in each state the dashboard panel shows, dated from the stories' fixed now. */
export const contentMirrorFixtures = {
  notConfigured: {
    configured: false,
    source_url: null,
    interval_seconds: 300,
    push_enabled: false,
    running: false,
    last_run: null,
    last_success_at: null,
    consecutive_failures: 0,
    next_attempt_at: null,
    mirrored: { posts: 24, categories: 5, tags: 12, authors: 3, media: 24 },
  },
  neverSynced: {
    configured: true,
    source_url: 'https://blog.example.com/wp-json/',
    interval_seconds: 300,
    push_enabled: false,
    running: false,
    last_run: null,
    last_success_at: null,
    consecutive_failures: 0,
    next_attempt_at: minutesFromStoryNow(1.5),
    mirrored: { posts: 0, categories: 0, tags: 0, authors: 0, media: 0 },
  },
  synced: {
    configured: true,
    source_url: 'https://blog.example.com/wp-json/',
    interval_seconds: 300,
    push_enabled: true,
    running: false,
    last_run: {
      result: 'ok',
      full: false,
      started_at: minutesFromStoryNow(-3.2),
      finished_at: minutesFromStoryNow(-3),
      added: 2,
      updated: 5,
      removed: 1,
      error: null,
    },
    last_success_at: minutesFromStoryNow(-3),
    consecutive_failures: 0,
    next_attempt_at: minutesFromStoryNow(2),
    mirrored,
  },
  syncedFullImport: {
    configured: true,
    source_url: 'https://blog.example.com/wp-json/',
    interval_seconds: 3600,
    push_enabled: false,
    running: false,
    last_run: {
      result: 'ok',
      full: true,
      started_at: minutesFromStoryNow(-183),
      finished_at: minutesFromStoryNow(-180),
      added: 128,
      updated: 0,
      removed: 0,
      error: null,
    },
    last_success_at: minutesFromStoryNow(-180),
    consecutive_failures: 0,
    next_attempt_at: minutesFromStoryNow(40),
    mirrored,
  },
  failed: {
    configured: true,
    source_url: 'https://blog.example.com/wp-json/',
    interval_seconds: 300,
    push_enabled: true,
    running: false,
    last_run: {
      result: 'failed',
      full: false,
      started_at: minutesFromStoryNow(-4.1),
      finished_at: minutesFromStoryNow(-4),
      added: 0,
      updated: 0,
      removed: 0,
      error:
        'GET https://blog.example.com/wp-json/wp/v2/posts?modified_after=2026-11-21T07%3A48%3A00&per_page=100&page=3&_embed=author%2Cwp%3Afeaturedmedia answered 502 Bad Gateway: <html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>',
    },
    last_success_at: minutesFromStoryNow(-52),
    consecutive_failures: 3,
    next_attempt_at: minutesFromStoryNow(4),
    mirrored,
  },
} satisfies Record<string, ContentMirror>;
