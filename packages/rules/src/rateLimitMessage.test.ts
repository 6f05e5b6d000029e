import { describe, expect, it } from 'vitest';
import { describeWait, rateLimitMessage, waitIn } from './rateLimitMessage.ts';

describe('describeWait', () => {
  it('says seconds, then minutes, then hours, rounding up', () => {
    expect(describeWait(1)).toBe('1 second');
    expect(describeWait(0)).toBe('1 second');
    expect(describeWait(45)).toBe('45 seconds');
    expect(describeWait(60)).toBe('1 minute');
    expect(describeWait(61)).toBe('2 minutes');
    expect(describeWait(600)).toBe('10 minutes');
    expect(describeWait(119 * 60)).toBe('119 minutes');
    expect(describeWait(120 * 60)).toBe('2 hours');
    expect(describeWait(86_400)).toBe('24 hours');
  });
});

describe('waitIn', () => {
  it('gives the unit and count describeWait words', () => {
    expect(waitIn(0)).toEqual({ unit: 'seconds', count: 1 });
    expect(waitIn(60)).toEqual({ unit: 'minutes', count: 1 });
    expect(waitIn(119 * 60)).toEqual({ unit: 'minutes', count: 119 });
    expect(waitIn(120 * 60 + 1)).toEqual({ unit: 'hours', count: 3 });
  });
});

describe('rateLimitMessage', () => {
  it('tells when to try again, or says later when the wait is unknown', () => {
    expect(rateLimitMessage(600)).toBe('Too many requests. Please try again in 10 minutes.');
    expect(rateLimitMessage(30)).toBe('Too many requests. Please try again in 30 seconds.');
    expect(rateLimitMessage(undefined)).toBe('Too many requests. Please try again later.');
  });
});
