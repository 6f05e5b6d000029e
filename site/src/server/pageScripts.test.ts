import { describe, expect, it } from 'vitest';
import { importsOf, initialScripts, moduleClosure } from './pageScripts.ts';

describe('initialScripts', () => {
  it('counts module scripts, modulepreloads and every island, not inline scripts nor comments', () => {
    const html = `<html><head>
      <script type="module" src="/_astro/page.js"></script>
      <link rel="modulepreload" href="/_astro/shared.js">
      <script>const quoted = '<script type="module" src="/_astro/quoted.js"></script>';</script>
      <!-- <script type="module" src="/_astro/commented.js"></script> -->
      </head><body>
      <astro-island uid="a" component-url="/_astro/Menu.js" renderer-url="/_astro/client.js" client="load"></astro-island>
      <astro-island uid="b" component-url="/_astro/Video.js" renderer-url="/_astro/client.js" client="visible"></astro-island>
      </body></html>`;
    expect(initialScripts(html)).toEqual(['/_astro/page.js', '/_astro/shared.js', '/_astro/Menu.js', '/_astro/client.js', '/_astro/Video.js']);
  });

  it('keeps the islands that hydrate on load when asked', () => {
    const html = `<astro-island component-url="/_astro/Menu.js" renderer-url="/_astro/client.js" client="load"></astro-island>
      <astro-island component-url="/_astro/Video.js" renderer-url="/_astro/client.js" client="visible"></astro-island>`;
    expect(initialScripts(html, { onLoadOnly: true })).toEqual(['/_astro/Menu.js', '/_astro/client.js']);
  });

  it('finds nothing in a page without scripts', () => {
    expect(initialScripts('<html><body><main><h1>About</h1></main><script>dataLayer.push({})</script></body></html>')).toEqual([]);
  });
});

describe('importsOf', () => {
  it('follows static imports and re-exports of minified modules, not dynamic imports', () => {
    const code = 'import{t as e}from"./preact.js";import"./side.js";export{a}from"./a.js";const l=()=>import("./lazy.js");';
    expect(importsOf(code)).toEqual(['./preact.js', './side.js', './a.js']);
  });

  it('takes a bare name quoted in a message for no import', () => {
    const code = 'import{t}from"../chunks/a.js";throw Error(`without parser, please import from \'react-intl\' instead`);';
    expect(importsOf(code)).toEqual(['../chunks/a.js']);
  });
});

describe('moduleClosure', () => {
  it('follows imports relative to each module, once each', () => {
    const files: Record<string, string> = {
      '/_astro/Menu.js': 'import{a}from"./shared.js";import"./chunks/b.js";',
      '/_astro/shared.js': 'export const a=1;',
      '/_astro/chunks/b.js': 'import{a}from"../shared.js";',
      '/_astro/client.js': 'import"./shared.js";',
    };
    expect(moduleClosure(['/_astro/Menu.js', '/_astro/client.js'], (path) => files[path] ?? '')).toEqual([
      '/_astro/Menu.js',
      '/_astro/shared.js',
      '/_astro/chunks/b.js',
      '/_astro/client.js',
    ]);
  });
});
