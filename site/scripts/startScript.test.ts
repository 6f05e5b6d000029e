import { describe, expect, it } from 'vitest';
import { startScriptTag, withoutViteScripts } from './startScript.ts';

describe('startScriptTag', () => {
  it('lists the modules, the entry first, for after the first paint', () => {
    expect(startScriptTag('/assets/start-a.js', ['/assets/index-1.js', '/assets/page-2.js'])).toBe(
      '<script defer src="/assets/start-a.js" data-modules="/assets/index-1.js /assets/page-2.js"></script>',
    );
  });

  it('refuses a page without modules', () => {
    expect(() => startScriptTag('/assets/start-a.js', [])).toThrow(/entry/);
  });
});

describe('withoutViteScripts', () => {
  it("drops Vite's entry script and preloads, keeping the rest", () => {
    const template =
      '<head>\n    <!--page-head-->\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/a-2.js">\n    <style>b{}</style>\n  </head>';
    expect(withoutViteScripts(template)).toBe('<head>\n    <!--page-head-->\n    <style>b{}</style>\n  </head>');
  });

  it('refuses a template that loads a script it does not know', () => {
    expect(() => withoutViteScripts('<script type="module" src="/other.js"></script>')).toThrow(/does not know/);
  });
});
