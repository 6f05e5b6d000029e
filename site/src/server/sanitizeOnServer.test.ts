import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { sanitizeOnServer } from './sanitizeOnServer.ts';

const options = { siteOrigins: ['https://www.example.com'], baseUrl: 'https://www.example.com/blog/post', playerTitle: 'YouTube video player' };

/** The frames a post's body keeps, as a browser would read them. */
function framesOf(html: string) {
  const { document } = new JSDOM(sanitizeOnServer(html, options)).window;
  return [...document.querySelectorAll('iframe')].map((frame) => Object.fromEntries([...frame.attributes].map(({ name, value }) => [name, value])));
}

describe('a post body’s frames', () => {
  it('keeps a YouTube player as the privacy-enhanced one: sandboxed, loaded when near, titled, nothing else of the source’s', () => {
    const frames = framesOf(
      '<p>Watch:</p><iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ?si=abc&amp;autoplay=1" title="Hailstorm on the I-25" frameborder="0" allow="autoplay; camera" onload="alert(1)" srcdoc="<script>alert(2)</script>" name="x"></iframe>',
    );
    expect(frames).toEqual([
      {
        src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
        title: 'Hailstorm on the I-25',
        loading: 'lazy',
        sandbox: 'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox',
        allow: 'accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen',
        allowfullscreen: '',
        referrerpolicy: 'strict-origin-when-cross-origin',
      },
    ]);
  });

  it('keeps the start time and the protocol-relative and privacy-enhanced forms, and names an untitled player', () => {
    expect(framesOf('<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42"></iframe>')[0]).toMatchObject({
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42',
      title: 'YouTube video player',
    });
    expect(framesOf('<iframe src="//youtube.com/embed/abcDEF_-123"></iframe>')[0]?.src).toBe('https://www.youtube-nocookie.com/embed/abcDEF_-123');
  });

  it('removes every other frame: other hosts, other YouTube pages, plain http, javascript: and data: sources', () => {
    for (const src of [
      'https://evil.example.org/embed/dQw4w9WgXcQ',
      'https://www.youtube.com.evil.example.org/embed/dQw4w9WgXcQ',
      'https://evil.example.org/?u=https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ/../../redirect',
      'https://www.youtube.com:8443/embed/dQw4w9WgXcQ',
      'http://www.youtube.com/embed/dQw4w9WgXcQ',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '',
    ]) {
      expect(framesOf(`<p>Before</p><iframe src="${src}"></iframe><p>After</p>`), src).toEqual([]);
    }
    expect(framesOf('<iframe srcdoc="<script>alert(1)</script>"></iframe>')).toEqual([]);
    expect(sanitizeOnServer('<p>Before</p><iframe src="https://evil.example.org/"></iframe><p>After</p>', options)).toBe('<p>Before</p><p>After</p>');
  });
});

describe('a post body’s links on a page in another language', () => {
  const hrefsOf = (html: string, lang: string) =>
    [...new JSDOM(sanitizeOnServer(html, { ...options, lang })).window.document.querySelectorAll('a')].map((link) => link.getAttribute('href'));
  const body =
    '<a href="/pricing">p</a><a href="https://www.example.com/blog/all?category=news">n</a><a href="/wp-content/uploads/a.pdf">f</a><a href="https://other.example/pricing">o</a><a href="#s2">s</a>';

  it('lead to the site’s pages in that language, and leave the rest', () => {
    expect(hrefsOf(body, 'de')).toEqual([
      '/de/pricing',
      'https://www.example.com/de/blog/all?category=news',
      '/wp-content/uploads/a.pdf',
      'https://other.example/pricing',
      '#s2',
    ]);
  });

  it('stay as written in English', () => {
    expect(hrefsOf(body, 'en')).toEqual([
      '/pricing',
      'https://www.example.com/blog/all?category=news',
      '/wp-content/uploads/a.pdf',
      'https://other.example/pricing',
      '#s2',
    ]);
  });
});
