import { describe, expect, it } from 'vitest';
import { sentFromSite } from './sentFromSite.ts';

const site = 'https://www.example.com';
const from = (headers: Record<string, string>) => sentFromSite(new Headers(headers), site);

describe('sentFromSite', () => {
  it("takes the browser's Sec-Fetch-Site when it sends one: only same-origin is the site's own page", () => {
    expect(from({ 'Sec-Fetch-Site': 'same-origin' })).toBe(true);
    for (const value of ['cross-site', 'same-site', 'none']) expect(from({ 'Sec-Fetch-Site': value, Referer: `${site}/` }), value).toBe(false);
  });

  it('judges an older browser by its Origin and Referer', () => {
    expect(from({ Referer: `${site}/pricing?utm_source=x` })).toBe(true);
    expect(from({ Origin: site, Referer: `${site}/` })).toBe(true);
    expect(from({ Referer: 'https://elsewhere.example/page' })).toBe(false);
    expect(from({ Referer: 'http://www.example.com/' })).toBe(false);
    expect(from({ Origin: 'https://elsewhere.example' })).toBe(false);
    expect(from({ Origin: 'null' })).toBe(false);
  });

  it('takes a request with none of them, or a Referer that is no address, as the site’s', () => {
    expect(from({})).toBe(true);
    expect(from({ Referer: 'http://[' })).toBe(true);
  });
});
