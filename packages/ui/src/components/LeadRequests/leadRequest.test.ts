import { describe, expect, it } from 'vitest';
import { attributionLine, differingFields, oldestFirst, requestedAgainLabel, senderLine } from './leadRequest.ts';

const first = [
  { label: 'First name', value: 'Priya' },
  { label: 'Company', value: 'Northwind Logistics' },
  { label: 'Phone', value: '' },
];

describe('differingFields', () => {
  it('finds nothing when the request sent what the lead has', () => {
    expect(differingFields(first, first)).toEqual([]);
  });

  it("gives the lead's value and the request's for a field sent otherwise, emptied or filled in", () => {
    const again = [
      { label: 'First name', value: 'Priya' },
      { label: 'Company', value: 'Northwind Cold Chain' },
      { label: 'Phone', value: '+44 113 496 0821' },
    ];
    expect(differingFields(first, again)).toEqual([
      { label: 'Company', lead: 'Northwind Logistics', request: 'Northwind Cold Chain' },
      { label: 'Phone', lead: '', request: '+44 113 496 0821' },
    ]);
    expect(differingFields(again, first)).toEqual([
      { label: 'Company', lead: 'Northwind Cold Chain', request: 'Northwind Logistics' },
      { label: 'Phone', lead: '+44 113 496 0821', request: '' },
    ]);
  });

  it("marks a field the lead's request did not ask for, and ignores one this request does not ask for", () => {
    const demo = [
      { label: 'First name', value: 'Priya' },
      { label: 'Fleet size', value: '51-200' },
    ];
    expect(differingFields(first, demo)).toEqual([{ label: 'Fleet size', lead: null, request: '51-200' }]);
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
  const attribution = { source: 'newsletter', medium: 'email', campaign: 'spring', referrer: null, landing_page: '/pricing', pages_before: 4 };

  it('names the source and the campaign', () => {
    expect(attributionLine(attribution)).toBe('Source newsletter · Campaign spring');
    expect(attributionLine({ ...attribution, source: 'direct', campaign: null })).toBe('Source direct');
    expect(attributionLine(null)).toBe('Source not recorded');
  });

  it('starts with the address it was sent from, or says it was not recorded', () => {
    expect(senderLine({ client_ip: '203.0.113.66', attribution })).toBe('From 203.0.113.66 · Source newsletter · Campaign spring');
    expect(senderLine({ client_ip: null, attribution: null })).toBe('Address not recorded · Source not recorded');
    expect(senderLine({ attribution: null })).toBe('Address not recorded · Source not recorded');
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
