import { describe, expect, it } from 'vitest';
import { formatBusinessMinutes } from './formatBusinessMinutes.ts';

describe('formatBusinessMinutes', () => {
  it('writes under an hour in minutes', () => {
    expect(formatBusinessMinutes(0)).toBe('0 min');
    expect(formatBusinessMinutes(1)).toBe('1 min');
    expect(formatBusinessMinutes(45)).toBe('45 min');
    expect(formatBusinessMinutes(59)).toBe('59 min');
  });

  it('writes an hour or more in hours, and the minutes left when there are any', () => {
    expect(formatBusinessMinutes(60)).toBe('1 h');
    expect(formatBusinessMinutes(240)).toBe('4 h');
    expect(formatBusinessMinutes(200)).toBe('3 h 20 min');
  });

  it('never turns hours into days, since a business day is not 24 hours', () => {
    expect(formatBusinessMinutes(26 * 60 + 5)).toBe('26 h 5 min');
    expect(formatBusinessMinutes(10080)).toBe('168 h');
    expect(formatBusinessMinutes(1234 * 60)).toBe('1,234 h');
  });

  it('rounds a fractional median to the minute', () => {
    expect(formatBusinessMinutes(42.4)).toBe('42 min');
    expect(formatBusinessMinutes(59.5)).toBe('1 h');
    expect(formatBusinessMinutes(90.5)).toBe('1 h 31 min');
  });

  it('reads a span that cannot be as none', () => {
    expect(formatBusinessMinutes(-5)).toBe('0 min');
    expect(formatBusinessMinutes(Number.NaN)).toBe('0 min');
  });
});
