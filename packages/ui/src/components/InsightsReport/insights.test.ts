import { describe, expect, it } from 'vitest';
import { leadsBySource } from './insights.ts';

const days = ['2026-11-01', '2026-11-02'].map((date) => ({ date, visitors: 0, pageviews: 0, leads: 0 }));

describe('leadsBySource', () => {
  it('draws the four sources with most leads, the rest as Other, on every day', () => {
    const origins = [
      { date: '2026-11-01', source: 'newsletter', campaign: 'spring', leads: 5 },
      { date: '2026-11-01', source: 'direct', campaign: null, leads: 3 },
      { date: '2026-11-02', source: 'www.google.com', campaign: null, leads: 2 },
      { date: '2026-11-02', source: 'linkedin', campaign: null, leads: 2 },
      { date: '2026-11-02', source: 'podcast', campaign: null, leads: 1 },
      { date: '2026-11-02', source: 'flyer', campaign: 'autumn', leads: 1 },
    ];
    const { series, data } = leadsBySource(days, origins);
    expect(series.map((entry) => entry.label)).toEqual(['newsletter', 'direct', 'linkedin', 'www.google.com', 'Other']);
    expect(data).toEqual([
      { date: '2026-11-01', s0: 5, s1: 3, s2: 0, s3: 0, other: 0 },
      { date: '2026-11-02', s0: 0, s1: 0, s2: 2, s3: 2, other: 2 },
    ]);
  });

  it('has no series without leads', () => {
    expect(leadsBySource(days, []).series).toEqual([]);
  });
});
