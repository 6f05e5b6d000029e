import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { catalogue, catalogueFiles, messagesFor } from './catalogues.ts';
import { defaultLocale, locales } from './locales.ts';

/** The arguments and tags a message takes, whichever plural or select branch they are in. */
function placeholders(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    found.add(element.type === TYPE.tag ? `<${element.value}>` : `{${element.value}}`);
    if (element.type === TYPE.tag) placeholders(element.children, found);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) placeholders(option.value, found);
    }
  }
  return found;
}

const flat = (locale: (typeof locales)[number]) =>
  Object.entries(catalogue(locale)).flatMap(([namespace, messages]) =>
    Object.entries(messages as Record<string, string>).map(([key, message]) => [`${namespace}.${key}`, message] as const),
  );

const english = new Map(flat(defaultLocale));

describe('the message catalogues', () => {
  it('has a file for every configured locale and no other', () => {
    expect([...catalogueFiles].sort()).toEqual([...locales].sort());
  });

  it.each(locales)('%s parses and has every English message with the same arguments and tags, and no other', (locale) => {
    const messages = new Map(flat(locale));
    expect(
      [...messages.keys()].filter((key) => !english.has(key)),
      'messages English does not have',
    ).toEqual([]);
    expect(
      [...english.keys()].filter((key) => !messages.has(key)),
      'English messages it lacks',
    ).toEqual([]);
    for (const [key, message] of messages) {
      expect(message.trim(), `${key} is empty`).not.toBe('');
      const wanted = [...placeholders(parse(english.get(key) as string))].sort();
      expect([...placeholders(parse(message))].sort(), `${key} takes what the English one takes`).toEqual(wanted);
    }
  });

  it('formats in the locale: numbers, prices and dates', () => {
    const de = messagesFor('de');
    expect([de.number(10000), de.money(15.99), de.date(new Date('2026-11-28T00:00:00Z'))]).toEqual(['10.000', '15,99\u00a0$', '28. November 2026']);
    const en = messagesFor('en');
    expect([en.number(10000), en.money(15.99), en.date(new Date('2026-11-28T00:00:00Z'))]).toEqual(['10,000', '$15.99', 'November 28, 2026']);
  });
});
