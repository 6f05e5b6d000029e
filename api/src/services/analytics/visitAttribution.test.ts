import { describe, expect, it } from 'vitest';
import { directAttribution, type RecordedView, visitAttribution } from './visitAttribution.ts';

const now = new Date('2026-11-28T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const view = (minutes: number, path: string, from: Partial<RecordedView> = {}): RecordedView => ({
  viewed_at: minutesAgo(minutes),
  path,
  referrer_host: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  ...from,
});

describe('visitAttribution', () => {
  it('credits the campaign of the visit’s first page and counts its pages', () => {
    const views = [view(1, '/request-demo'), view(5, '/pricing'), view(9, '/', { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring' })];
    expect(visitAttribution(views, now)).toEqual({
      source: 'newsletter',
      medium: 'email',
      campaign: 'spring',
      referrer: null,
      landing_page: '/',
      pages_before: 3,
    });
  });

  it('names the site that linked when there is no UTM source', () => {
    expect(visitAttribution([view(2, '/contact'), view(3, '/features', { referrer_host: 'www.google.com' })], now)).toMatchObject({
      source: 'www.google.com',
      referrer: 'www.google.com',
      landing_page: '/features',
      pages_before: 2,
    });
  });

  it('starts the visit after a pause of more than 30 minutes', () => {
    const views = [view(1, '/contact'), view(20, '/pricing'), view(51, '/', { utm_source: 'old-campaign' })];
    expect(visitAttribution(views, now)).toMatchObject({ source: 'direct', landing_page: '/pricing', pages_before: 2 });
  });

  it('is direct when the last view is more than 30 minutes old, or there is none', () => {
    expect(visitAttribution([view(31, '/contact', { utm_source: 'newsletter' })], now)).toEqual(directAttribution);
    expect(visitAttribution([], now)).toEqual(directAttribution);
  });
});
