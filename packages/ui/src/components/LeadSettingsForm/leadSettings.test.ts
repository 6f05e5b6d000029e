import { describe, expect, it } from 'vitest';
import { fromLeadSettingsValues, hoursText, type LeadSettingsValues, minutesFromHours, sameLeadSettings, validateLeadSettings } from './leadSettings.ts';

const values = (change: Partial<LeadSettingsValues> = {}): LeadSettingsValues => ({
  assignment: 'round_robin',
  businessDays: [1, 2, 3, 4, 5],
  businessStart: '09:00',
  businessEnd: '17:00',
  timeZone: 'Europe/Berlin',
  responseTargetHours: '4',
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
    expect(validateLeadSettings(values({ businessDays: [], businessEnd: '09:00', responseTargetHours: '169' }))).toEqual({
      businessDays: 'Choose at least one business day',
      businessEnd: 'Must be later than the start',
      responseTargetHours: 'Enter a number of hours above 0, up to 168',
    });
  });

  it('refuses a target under a minute and a missing time', () => {
    expect(validateLeadSettings(values({ responseTargetHours: '0.001', businessStart: '' }))).toEqual({
      businessStart: 'Enter the time the business day starts',
      responseTargetHours: 'Enter a number of hours above 0, up to 168',
    });
  });
});

describe('fromLeadSettingsValues', () => {
  it('sends the days in order and the target in minutes', () => {
    const settings = fromLeadSettingsValues(values({ businessDays: [5, 1, 3], responseTargetHours: '1.5' }));
    expect(settings.businessDays).toEqual([1, 3, 5]);
    expect(settings.responseTargetMinutes).toBe(90);
    expect(sameLeadSettings(settings, { ...settings, businessDays: [3, 5, 1] })).toBe(true);
  });
});
