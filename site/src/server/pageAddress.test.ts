import { describe, expect, it } from 'vitest';
import { pageAddress } from './pageAddress.ts';

const address = (path: string) => pageAddress(new URL(path, 'https://www.example.com'));

describe('the address of what a URL shows', () => {
  it('drops a trailing slash and every parameter a page does not read', () => {
    expect(address('/')).toBe('/');
    expect(address('/about/')).toBe('/about');
    expect(address('/about?utm_source=newsletter&utm_campaign=spring')).toBe('/about');
    expect(address('/blog/roadsight-launch?fbclid=abc')).toBe('/blog/roadsight-launch');
  });

  it('gives the blog list the address its own links use: a known category, the search, the number of loads', () => {
    expect(address('/blog/all?utm_source=x')).toBe('/blog/all');
    expect(address('/blog/all?search=modem&category=news&utm_source=x')).toBe('/blog/all?category=news&search=modem');
    // A category WordPress added has its own chip, which only the page can know of: any slug keeps its address.
    expect(address('/blog/all?category=fleet-safety-tips&page=1')).toBe('/blog/all?category=fleet-safety-tips');
    expect(address('/blog/all?category=Not%20a%20slug&page=1')).toBe('/blog/all');
    expect(address('/blog/all?search=%20modem%20&page=2')).toBe('/blog/all?search=modem&page=2');
    expect(address('/blog/all?page=99')).toBe('/blog/all?page=10');
  });

  it("keeps the feed's category and the calculator's fields, sorted by name, repeated fields in their order", () => {
    expect(address('/blog/feed.xml?category=news&ref=x')).toBe('/blog/feed.xml?category=news');
    expect(address('/pricing?utm_source=x')).toBe('/pricing');
    expect(address('/pricing?quantity.wifi=3&modem.wifi=off&modem.wifi=on&utm_source=x&memory.wifi=64GB')).toBe(
      '/pricing?memory.wifi=64GB&modem.wifi=off&modem.wifi=on&quantity.wifi=3',
    );
  });

  it('tells apart the URLs that show different things', () => {
    expect(address('/blog/all?category=news')).not.toBe(address('/blog/all?category=events'));
    expect(address('/blog/all?search=modem')).not.toBe(address('/blog/all?search=camera'));
    expect(address('/pricing?quantity.wifi=3')).not.toBe(address('/pricing?quantity.wifi=4'));
  });
});
