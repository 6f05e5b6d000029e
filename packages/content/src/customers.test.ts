import { maskName } from '@fleet/rules';
import { describe, expect, it } from 'vitest';
import { caseStudies } from './caseStudies.tsx';
import { customers } from './customers.ts';

describe('the customers of the home carousel', () => {
  it('are held masked, so no full name reaches the site’s pages, props or scripts', () => {
    expect(customers).toHaveLength(24);
    for (const { name } of customers) {
      expect(name).toMatch(/^\p{Lu}\*+$/u);
      expect(maskName(name)).toBe(name);
    }
  });

  it('are not named in full by a success story (a company whose name masks to a card’s)', () => {
    const cards = new Set(customers.map((customer) => maskName(customer.name)));
    for (const { company } of caseStudies) expect(cards.has(maskName(company)), company).toBe(false);
  });
});
