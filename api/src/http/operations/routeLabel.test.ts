import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { pageLabel, routeLabel } from './routeLabel.ts';

describe('route labels', () => {
  it("names a page by its address's template: the path without its query, every post as /blog/{slug}", () => {
    expect(pageLabel('/')).toBe('/');
    expect(pageLabel('/about')).toBe('/about');
    expect(pageLabel('/404')).toBe('/404');
    expect(pageLabel('/blog/all?category=news&search=modem&page=2')).toBe('/blog/all');
    expect(pageLabel('/blog/feed.xml?category=news')).toBe('/blog/feed.xml');
    expect(pageLabel('/pricing?quantity.dr770x-2ch=3')).toBe('/pricing');
    expect(pageLabel('/blog/caught-hailstorm-i-25')).toBe('/blog/{slug}');
    expect(pageLabel('/blog/anything-at-all')).toBe('/blog/{slug}');
  });

  it("names a request by the contract's path of its operation, another route's pattern, or what the site set", async () => {
    const app = new Hono();
    const labels: string[] = [];
    app.use('*', async (c, next) => {
      await next();
      labels.push(routeLabel(c));
    });
    app.get('/wp-json/wp/v2/posts/:id{[\\d]+}', (c) => c.text('post'));
    app.all('/functions/*', (c) => c.text('none', 404));
    app.all('*', (c) => {
      if (c.req.path === '/about') c.set('routeLabel', '/about');
      return c.text('site');
    });
    for (const path of ['/wp-json/wp/v2/posts/12', '/functions/v1/nothing', '/about', '/elsewhere']) await app.request(path);
    expect(labels).toEqual(['/wp-json/wp/v2/posts/{id}', '/functions/*', '/about', 'other']);
  });
});
