import { describe, expect, it } from 'vitest';
import { insightsSearch, presetRange, readInsightsSearch } from './insightsSearch.ts';

const now = new Date('2026-11-28T09:00:00Z');
const read = (search: string) => readInsightsSearch(new URLSearchParams(search), now);

describe('the Insights range in the query string', () => {
  it('is the last 30 days, today included, by default', () => {
    expect(read('')).toEqual({ preset: 30, from: '2026-10-30', to: '2026-11-28' });
    expect(insightsSearch(read('')).toString()).toBe('');
  });

  it('reads the last 7 or 90 days, and a custom range, and writes them back the same', () => {
    expect(read('days=7')).toEqual({ preset: 7, from: '2026-11-22', to: '2026-11-28' });
    expect(insightsSearch(presetRange(90, now)).toString()).toBe('days=90');
    expect(read('from=2026-11-01&to=2026-11-07')).toEqual({ preset: 'custom', from: '2026-11-01', to: '2026-11-07' });
    expect(insightsSearch(read('from=2026-11-01&to=2026-11-07')).toString()).toBe('from=2026-11-01&to=2026-11-07');
  });

  it('reads what it cannot use as the default', () => {
    for (const search of ['days=12', 'from=2026-11-07&to=2026-11-01', 'from=2026-02-30&to=2026-03-01', 'from=2026-11-01']) {
      expect(read(search)).toEqual({ preset: 30, from: '2026-10-30', to: '2026-11-28' });
    }
  });
});
