import { describe, expect, it } from 'vitest';
import { addBusinessMinutes, type BusinessHours, businessMinutesBetween, isTimeZone } from './businessHours.ts';

const berlin: BusinessHours = { days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00', timeZone: 'Europe/Berlin' };
const at = (iso: string) => new Date(iso);

describe('business hours', () => {
  it('counts four hours within one working day', () => {
    // Monday 2026-11-30, 10:00 in Berlin (UTC+1).
    expect(addBusinessMinutes(at('2026-11-30T09:00:00Z'), 240, berlin).toISOString()).toBe('2026-11-30T13:00:00.000Z');
  });

  it('carries what is left of the day over to the next business day', () => {
    // Friday 2026-12-04, 15:00 in Berlin: two hours on Friday, two on Monday from 09:00.
    expect(addBusinessMinutes(at('2026-12-04T14:00:00Z'), 240, berlin).toISOString()).toBe('2026-12-07T10:00:00.000Z');
  });

  it('starts the clock at opening time for a lead sent at night or at the weekend', () => {
    expect(addBusinessMinutes(at('2026-12-05T20:00:00Z'), 60, berlin).toISOString()).toBe('2026-12-07T09:00:00.000Z');
  });

  it('follows the time zone across a change of clocks', () => {
    // Summer time in Berlin began on Sunday 2026-03-29: Monday opens at 07:00 UTC, not 08:00.
    expect(addBusinessMinutes(at('2026-03-27T15:30:00Z'), 60, berlin).toISOString()).toBe('2026-03-30T07:30:00.000Z');
  });

  it('measures the business minutes between two moments', () => {
    expect(businessMinutesBetween(at('2026-12-04T14:00:00Z'), at('2026-12-07T10:00:00Z'), berlin)).toBe(240);
    expect(businessMinutesBetween(at('2026-12-05T10:00:00Z'), at('2026-12-06T10:00:00Z'), berlin)).toBe(0);
    expect(businessMinutesBetween(at('2026-12-07T10:00:00Z'), at('2026-12-04T14:00:00Z'), berlin)).toBe(0);
  });

  it('is the inverse of adding minutes', () => {
    const from = at('2026-11-27T16:10:00Z');
    for (const minutes of [1, 59, 480, 1000]) expect(businessMinutesBetween(from, addBusinessMinutes(from, minutes, berlin), berlin)).toBe(minutes);
  });

  it('knows time zones by their IANA names', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
