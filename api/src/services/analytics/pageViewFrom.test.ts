import { describe, expect, it } from 'vitest';
import { pageViewFrom as pageViewOn } from './pageViewFrom.ts';

const site = 'https://www.example.com';
const pageViewFrom = (pageUrl: string | undefined, referrer: string | undefined) => pageViewOn(pageUrl, referrer, site);

describe('pageViewFrom', () => {
  it('keeps the path, the UTM tags and only the host of another site that linked here', () => {
    expect(
      pageViewFrom('https://www.example.com/pricing?utm_source=newsletter&utm_medium=email&utm_campaign=spring&ref=x', 'https://News.Example.org/a/b?q=1'),
    ).toEqual({ path: '/pricing', referrerHost: 'news.example.org', utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring' });
  });

  it('has no referrer for a move within the site, or none at all', () => {
    expect(pageViewFrom('https://www.example.com/features', 'https://www.example.com/')?.referrerHost).toBeNull();
    expect(pageViewFrom('https://www.example.com/features', '')?.referrerHost).toBeNull();
    expect(pageViewFrom('https://www.example.com/features', 'android-app://com.example')?.referrerHost).toBeNull();
  });

  it('bounds what it keeps, and leaves out empty tags', () => {
    const view = pageViewFrom(`https://www.example.com/${'a'.repeat(400)}?utm_source=${'s'.repeat(150)}&utm_campaign=%20`, undefined);
    expect(view?.path).toHaveLength(300);
    expect(view?.utmSource).toHaveLength(100);
    expect(view?.utmCampaign).toBeNull();
    expect(
      pageViewFrom(`${site}/`, `https://${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(60)}.example/`)?.referrerHost,
    ).toHaveLength(253);
  });

  it('records nothing for a page of another site, whatever its path and tags', () => {
    expect(pageViewFrom('https://elsewhere.example/pricing?utm_source=x', undefined)).toBeUndefined();
    expect(pageViewFrom('http://www.example.com/pricing', undefined)).toBeUndefined();
    expect(pageViewFrom('https://www.example.com:8443/pricing', undefined)).toBeUndefined();
    expect(pageViewFrom('https://WWW.Example.com/pricing', undefined)?.path).toBe('/pricing');
  });

  it('records nothing for the admin, or for what is not a web page address', () => {
    expect(pageViewFrom('https://www.example.com/admin/leads', undefined)).toBeUndefined();
    expect(pageViewFrom('https://www.example.com/admin', undefined)).toBeUndefined();
    expect(pageViewFrom('javascript:alert(1)', undefined)).toBeUndefined();
    expect(pageViewFrom('not a url', undefined)).toBeUndefined();
    expect(pageViewFrom(undefined, undefined)).toBeUndefined();
  });
});
