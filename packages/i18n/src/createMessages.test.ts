import { describe, expect, it } from 'vitest';
import type { MessageKey } from './catalogue.ts';
import { islandMessages } from './compileMessages.ts';
import { createMessages } from './createMessages.ts';
import { pseudoMessages, pseudoText } from './pseudoMessages.ts';

const key = (name: string) => name as MessageKey;

const table = {
  demo: {
    plain: 'Load More Posts',
    vehicles: '{count, plural, =0 {No vehicles} one {# vehicle} other {# vehicles}}',
    price: '{price, number, ::currency/USD} per vehicle per month',
    policy: 'Read <link>the privacy policy</link>.',
    published: 'Published on {date, date, long}',
  },
};

describe('createMessages', () => {
  const de = createMessages('de', 'de-DE', {
    demo: {
      ...table.demo,
      vehicles: '{count, plural, =0 {Keine Fahrzeuge} one {# Fahrzeug} other {# Fahrzeuge}}',
      price: '{price, number, ::currency/USD} pro Fahrzeug und Monat',
      published: 'Veröffentlicht am {date, date, long}',
    },
  });

  it('fills in plurals, numbers and dates in the locale', () => {
    expect(de.t(key('demo.vehicles'), { count: 1000 })).toBe('1.000 Fahrzeuge');
    expect(de.t(key('demo.vehicles'), { count: 0 })).toBe('Keine Fahrzeuge');
    expect(de.t(key('demo.price'), { price: 15.99 })).toBe('15,99\u00a0$ pro Fahrzeug und Monat');
    expect(de.t(key('demo.published'), { date: new Date('2026-11-28T12:00:00Z') })).toBe('Veröffentlicht am 28. November 2026');
  });

  it('makes tags into what the caller gives for them', () => {
    const en = createMessages('en', 'en-US', table);
    expect(en.rich(key('demo.policy'), { link: (chunks) => ({ link: chunks.join('') }) })).toEqual(['Read ', { link: 'the privacy policy' }, '.']);
  });

  it('names the message it lacks', () => {
    expect(() => de.t(key('demo.missing'))).toThrow('No message "demo.missing" in the de messages');
  });

  it('gives an island its namespaces compiled, which format without parsing', () => {
    const island = islandMessages(createMessages('en', 'en-US', table), ['demo' as never]);
    expect(island.table.demo?.plain).toBe('Load More Posts');
    expect(Array.isArray(island.table.demo?.vehicles)).toBe(true);
    const again = createMessages(island.lang, island.intl, JSON.parse(JSON.stringify(island.table)));
    expect(again.t(key('demo.vehicles'), { count: 2 })).toBe('2 vehicles');
  });
});

describe('the pseudo-locale', () => {
  it('accents every letter and makes text about 40 % longer, leaving arguments alone', () => {
    expect(pseudoText('Pricing')).toBe('Þŕîçîñĝ···');
    const pseudo = pseudoMessages(table as never);
    expect(pseudo.t(key('demo.vehicles'), { count: 3 })).toBe('3 ṽéĥîçļéš····');
  });
});
