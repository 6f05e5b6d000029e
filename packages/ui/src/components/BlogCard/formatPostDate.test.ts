import { messagesFor } from '@fleet/i18n/catalogues.ts';
import { describe, expect, it } from 'vitest';
import { formatPostDate } from './formatPostDate.ts';

const english = messagesFor('en');
const german = messagesFor('de');

describe('formatPostDate', () => {
  it('writes an ISO day as the month, day and year', () => {
    expect(formatPostDate('2026-03-04', english)).toEqual({ label: 'March 4, 2026', dateTime: '2026-03-04' });
    expect(formatPostDate('2025-12-31T23:30:00', english)).toEqual({ label: 'December 31, 2025', dateTime: '2025-12-31' });
  });

  it('writes the day in the messages’ language', () => {
    expect(formatPostDate('2026-03-04', german)).toEqual({ label: '4. März 2026', dateTime: '2026-03-04' });
  });

  it('reads the day the source gives, not the day in the reader’s time zone', () => {
    expect(formatPostDate('2026-01-01T00:00:00', english).label).toBe('January 1, 2026');
  });

  it('says what Intl says for every month, in every language', () => {
    for (const [messages, locale] of [
      [english, 'en-US'],
      [german, 'de-DE'],
    ] as const) {
      const intl = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
      for (let month = 1; month <= 12; month += 1) {
        const iso = `2026-${String(month).padStart(2, '0')}-15`;
        expect(formatPostDate(iso, messages).label).toBe(intl.format(Date.UTC(2026, month - 1, 15)));
      }
    }
  });

  it('keeps a label that is not an ISO date as it is', () => {
    expect(formatPostDate('Last spring', english)).toEqual({ label: 'Last spring' });
  });
});
