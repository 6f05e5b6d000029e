import { messagesFor } from '@fleet/i18n/catalogues.ts';
import { locales } from '@fleet/i18n/locales.ts';
import { maskName } from '@fleet/rules';
import { describe, expect, it } from 'vitest';
import { caseStudies } from './caseStudies.tsx';
import { customers } from './customers.ts';

describe.each(locales)('the customers of the home carousel (%s)', (locale) => {
  const messages = messagesFor(locale);

  it('are held masked, so no full name reaches the site’s pages, props or scripts', () => {
    expect(customers(messages)).toHaveLength(24);
    for (const { name } of customers(messages)) {
      expect(name).toMatch(/^\p{Lu}\*+$/u);
      expect(maskName(name)).toBe(name);
    }
  });

  it('are not named in full by a success story (a company whose name masks to a card’s)', () => {
    const cards = new Set(customers(messages).map((customer) => maskName(customer.name)));
    for (const { company } of caseStudies(messages)) expect(cards.has(maskName(company)), company).toBe(false);
  });
});
