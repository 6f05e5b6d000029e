import { describe, expect, it } from 'vitest';
import { attributionLine, changedFields, oldestFirst, requestedAgainLabel } from './leadRequest.ts';

const first = [
  { label: 'First name', value: 'Priya' },
  { label: 'Company', value: 'Northwind Logistics' },
  { label: 'Phone', value: '' },
];

describe('changedFields', () => {
  it('finds nothing when the request sent the same again', () => {
    expect(changedFields(first, first)).toEqual([]);
  });

  it('gives the old and the new value of a changed field, an emptied one and a filled-in one', () => {
    const again = [
      { label: 'First name', value: 'Priya' },
      { label: 'Company', value: 'Northwind Cold Chain' },
      { label: 'Phone', value: '+44 113 496 0821' },
    ];
    expect(changedFields(first, again)).toEqual([
      { label: 'Company', from: 'Northwind Logistics', to: 'Northwind Cold Chain' },
      { label: 'Phone', from: '', to: '+44 113 496 0821' },
    ]);
    expect(changedFields(again, first)).toEqual([
      { label: 'Company', from: 'Northwind Cold Chain', to: 'Northwind Logistics' },
      { label: 'Phone', from: '+44 113 496 0821', to: '' },
    ]);
  });

  it('marks a field the request before did not ask for as new, and ignores one this request does not ask for', () => {
    const demo = [
      { label: 'First name', value: 'Priya' },
      { label: 'Fleet size', value: '51-200' },
    ];
    expect(changedFields(first, demo)).toEqual([{ label: 'Fleet size', from: null, to: '51-200' }]);
  });
});

describe('requestedAgainLabel', () => {
  it('says nothing of a single request, then counts from the third', () => {
    expect(requestedAgainLabel(1)).toBe('');
    expect(requestedAgainLabel(2)).toBe('Requested Again');
    expect(requestedAgainLabel(3)).toBe('Requested 3 Times');
    expect(requestedAgainLabel(1200)).toBe('Requested 1,200 Times');
  });
});

describe('attributionLine', () => {
  const attribution = { source: 'newsletter', medium: 'email', campaign: 'spring', referrer: null, landingPage: '/pricing', pagesBefore: 4 };

  it('names the source and the campaign', () => {
    expect(attributionLine(attribution)).toBe('Source newsletter · Campaign spring');
    expect(attributionLine({ ...attribution, source: 'direct', campaign: null })).toBe('Source direct');
    expect(attributionLine(null)).toBe('Source not recorded');
  });
});

describe('oldestFirst', () => {
  it('orders the requests by when they came', () => {
    const request = (at: string) => ({ at, kind: 'contact' as const, fields: [], attribution: null });
    expect(oldestFirst([request('2026-11-21T09:00:00Z'), request('2026-11-01T09:00:00Z')]).map((r) => r.at)).toEqual([
      '2026-11-01T09:00:00Z',
      '2026-11-21T09:00:00Z',
    ]);
  });
});
