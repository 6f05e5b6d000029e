import { describe, expect, it } from 'vitest';
import { breadcrumbSegments } from './breadcrumbSegments.ts';
import { formatMoney, formatNumber } from './formatNumber.ts';
import { maskedName, maskName } from './maskName.ts';
import { meetsPasswordRules, passwordChecks } from './passwordChecks.ts';

describe('maskName', () => {
  it('keeps the first letter and stars the rest', () => {
    expect(maskName('Northwind')).toBe('N********');
    expect(maskName(' acme ')).toBe('A***');
    expect(maskName('')).toBe('');
  });

  it('gives the same mask from the first letter and the length alone, which is all the site holds of a name', () => {
    expect(maskedName('n', 9)).toBe(maskName('Northwind'));
    expect(maskedName('H', 1)).toBe('H');
    // A masked name masks to itself: masking again never shows more.
    expect(maskName(maskedName('H', 20))).toBe(maskedName('H', 20));
    expect(() => maskedName('Ha', 20)).toThrow(RangeError);
    expect(() => maskedName('H', 0)).toThrow(RangeError);
  });
});

describe('formatNumber and formatMoney', () => {
  it('use thousands separators and dollars', () => {
    expect(formatNumber(31562)).toBe('31,562');
    expect(formatMoney(15.99)).toBe('$15.99');
    expect(formatMoney(12)).toBe('$12.00');
  });
});

describe('breadcrumbSegments', () => {
  it('is empty on the root path', () => {
    expect(breadcrumbSegments('/')).toEqual([]);
  });
  it('gives Home and a capitalised crumb per segment, the last one current', () => {
    expect(breadcrumbSegments('/blog/fleet-safety-week/')).toEqual([
      { label: 'Home', href: '/', current: false },
      { label: 'Blog', href: '/blog', current: false },
      { label: 'Fleet Safety Week', href: '/blog/fleet-safety-week', current: true },
    ]);
  });
  it('names the pages it is given a label for, and the others after their segment', () => {
    expect(breadcrumbSegments('/blog/fleet-safety-week', { home: 'Startseite', pages: { '/blog': 'Blog', '/pricing': 'Preise' } })).toEqual([
      { label: 'Startseite', href: '/', current: false },
      { label: 'Blog', href: '/blog', current: false },
      { label: 'Fleet Safety Week', href: '/blog/fleet-safety-week', current: true },
    ]);
    expect(breadcrumbSegments('/pricing', { home: 'Startseite', pages: { '/pricing': 'Preise' } }).map((crumb) => crumb.label)).toEqual([
      'Startseite',
      'Preise',
    ]);
  });
});

describe('passwordChecks', () => {
  it('reports each rule', () => {
    expect(passwordChecks('abc').map((c) => c.met)).toEqual([false, false, true, false, false]);
    expect(meetsPasswordRules('Strong-Pass-1')).toBe(true);
    expect(meetsPasswordRules('weakpass')).toBe(false);
  });
});
