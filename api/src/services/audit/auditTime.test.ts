import { describe, expect, it } from 'vitest';
import { auditTime } from './auditTime.ts';

describe('auditTime', () => {
  it('keeps a real date, and turns a time into UTC', () => {
    expect(auditTime('2026-11-25')).toBe('2026-11-25');
    expect(auditTime('2026-11-25T10:30:00+01:00')).toBe('2026-11-25T09:30:00.000Z');
  });

  it('refuses what names no real moment the trail can hold', () => {
    for (const text of ['2026-02-30', '2026-13-01', '0000-01-01', '1969-12-31', '2026-11-25T25:00Z']) expect(auditTime(text), text).toBeUndefined();
  });
});
