import { parse } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { fillArguments } from './fillArguments.ts';

const values = { month: 'März', day: 4, year: 2026, title: 'Hagel auf der I-25' };

describe('fillArguments', () => {
  it('fills plain arguments as IntlMessageFormat does, written or parsed', () => {
    for (const message of ['{day}. {month} {year}', '{ month } {day}, {year}', 'Weiterlesen: {title}', "So funktioniert's: {title}"]) {
      const expected = String(new IntlMessageFormat(message, 'de-DE').format(values));
      expect(fillArguments(message, values)).toBe(expected);
      expect(fillArguments(parse(message), values)).toBe(expected);
    }
  });

  it('leaves to IntlMessageFormat what takes more: plurals, formats, tags, quoting, a missing or other value', () => {
    for (const message of ['{count, plural, one {# Fahrzeug} other {# Fahrzeuge}}', '{n, number}', '<link>Richtlinie</link>']) {
      expect(fillArguments(message, { count: 2, n: 3, day: 4 })).toBeUndefined();
      expect(fillArguments(parse(message), { count: 2, n: 3, day: 4 })).toBeUndefined();
    }
    // Quoting is left to the parser: written, the message goes to IntlMessageFormat; parsed, its quotes are resolved.
    expect(fillArguments("'{literal}' {day}", { day: 4 })).toBeUndefined();
    expect(fillArguments(parse("'{literal}' {day}"), { day: 4 })).toBe(String(new IntlMessageFormat("'{literal}' {day}", 'de-DE').format({ day: 4 })));
    expect(fillArguments('{day}. {month}', { day: 4 })).toBeUndefined();
    expect(fillArguments(parse('am {when}'), { when: new Date(0) })).toBeUndefined();
  });
});
