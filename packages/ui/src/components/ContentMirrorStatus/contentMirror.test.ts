import { describe, expect, it } from 'vitest';
import { changeSummary, dueFromNow, everyLabel, failureTitle } from './contentMirror.ts';

const now = new Date('2026-11-21T10:00:00Z');
const minutes = (count: number) => new Date(now.getTime() + count * 60_000).toISOString();

describe('dueFromNow', () => {
  it('is due now once the moment has passed', () => {
    expect(dueFromNow(minutes(4), now)).toBe('in 4 minutes');
    expect(dueFromNow(minutes(-2), now)).toBe('due now');
  });
});

describe('everyLabel', () => {
  it('names the interval in its own unit', () => {
    expect(everyLabel(300)).toBe('every 5 minutes');
    expect(everyLabel(60)).toBe('every minute');
    expect(everyLabel(3600)).toBe('every hour');
    expect(everyLabel(7200)).toBe('every 2 hours');
    expect(everyLabel(90)).toBe('every 90 seconds');
  });
});

describe('changeSummary and failureTitle', () => {
  it('spell out the counts', () => {
    expect(changeSummary({ added: 1200, updated: 5, removed: 0 })).toBe('1,200 added · 5 updated · 0 removed');
    expect(changeSummary({ added: 0, updated: 0, removed: 0 })).toBe('No changes');
    expect(failureTitle(1)).toBe('The last sync failed.');
    expect(failureTitle(3)).toBe('The last 3 syncs failed in a row.');
  });
});
