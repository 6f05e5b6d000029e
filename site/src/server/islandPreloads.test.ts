import { describe, expect, it } from 'vitest';
import { islandPreloads } from './islandPreloads.ts';

const files: Record<string, string> = {
  '/_astro/Form.js': 'import { h } from "./preact.js"; export const Form = () => h("form");',
  '/_astro/preact.js': 'export const h = () => null;',
  '/_astro/client.js': 'import "./preact.js";',
  '/_astro/Video.js': 'export const Video = () => null;',
};
const clientDir = new URL('file:///site/dist/client/');
// The files a build would hold, read through a stand-in for the disk.
const withPreloads = islandPreloads(clientDir, (path) => {
  const code = files[path];
  if (code === undefined) throw new Error(`no file ${path}`);
  return code;
});

const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width"><style>${'.a{color:red}'.repeat(100)}</style></head><body>${body}</body></html>`;
const island = (component: string, client: string) =>
  `<astro-island component-url="/_astro/${component}.js" renderer-url="/_astro/client.js" client="${client}"></astro-island>`;

describe('islandPreloads', () => {
  it('names every module of the on-load islands right after the character set, ahead of the inlined styles', () => {
    const html = withPreloads(page(island('Form', 'load')));
    const head = html.slice(0, html.indexOf('<style>'));
    expect(head).toBe(
      '<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8">' +
        '<link rel="modulepreload" href="/_astro/Form.js"><link rel="modulepreload" href="/_astro/preact.js"><link rel="modulepreload" href="/_astro/client.js">' +
        '<meta name="viewport" content="width=device-width">',
    );
  });

  it('leaves a page alone whose islands all wait to be shown', () => {
    const html = page(island('Video', 'visible'));
    expect(withPreloads(html)).toBe(html);
  });
});
