import { parseQuantity } from '@fleet/rules';
import { describe, expect, it } from 'vitest';
import { quantityFormat } from './quantityFormat.ts';

describe('quantityFormat', () => {
  it('gives the locale’s thousands separator', () => {
    expect(quantityFormat('en-US')).toEqual({ group: ',' });
    expect(quantityFormat('de-DE')).toEqual({ group: '.' });
  });

  it('lets the rules read what a person typed in their locale', () => {
    expect(parseQuantity('1.000', quantityFormat('de-DE'))).toBe(1000);
    expect(parseQuantity('1.000', quantityFormat('en-US'))).toBe(1);
    expect(parseQuantity('1,000', quantityFormat('en-US'))).toBe(1000);
  });
});
