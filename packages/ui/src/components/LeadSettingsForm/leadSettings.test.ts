import { describe, expect, it } from 'vitest';
import { fromLeadSettingsValues, hoursText, type LeadSettingsValues, minutesFromHours, sameLeadSettings, validateLeadSettings } from './leadSettings.ts';

const values = (change: Partial<LeadSettingsValues> = {}): LeadSettingsValues => ({
  assignment: 'round_robin',
  business_days: [1, 2, 3, 4, 5],
  business_start: '09:00',
  business_end: '17:00',
  time_zone: 'Europe/Berlin',
  response_target_hours: '4',
  ...change,
});

describe('hours and minutes', () => {
  it('writes the target in hours, two decimals at most', () => {
    expect(hoursText(240)).toBe('4');
    expect(hoursText(30)).toBe('0.5');
    expect(hoursText(50)).toBe('0.83');
  });

  it('reads hours back as whole minutes, with a dot or a comma', () => {
    expect(minutesFromHours('4')).toBe(240);
    expect(minutesFromHours('0,5')).toBe(30);
    expect(minutesFromHours('0.83')).toBe(50);
    expect(minutesFromHours('')).toBeUndefined();
    expect(minutesFromHours('four')).toBeUndefined();
  });
});

describe('validateLeadSettings', () => {
  it('finds nothing wrong with a working week', () => {
    expect(validateLeadSettings(values())).toEqual({});
  });

  it('asks for a day, an end after the start and a target within a week', () => {
    expect(validateLeadSettings(values({ business_days: [], business_end: '09:00', response_target_hours: '169' }))).toEqual({
      business_days: 'Choose at least one business day',
      business_end: 'Must be later than the start',
      response_target_hours: 'Enter a number of hours above 0, up to 168',
    });
  });

  it('refuses a target under a minute and a missing time', () => {
    expect(validateLeadSettings(values({ response_target_hours: '0.001', business_start: '' }))).toEqual({
      business_start: 'Enter the time the business day starts',
      response_target_hours: 'Enter a number of hours above 0, up to 168',
    });
  });
});

describe('fromLeadSettingsValues', () => {
  it('sends the days in order and the target in minutes', () => {
    const settings = fromLeadSettingsValues(values({ business_days: [5, 1, 3], response_target_hours: '1.5' }));
    expect(settings.business_days).toEqual([1, 3, 5]);
    expect(settings.response_target_minutes).toBe(90);
    expect(sameLeadSettings(settings, { ...settings, business_days: [3, 5, 1] })).toBe(true);
  });
});
