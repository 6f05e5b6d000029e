import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inlineScriptHashes.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the text of each inline script, and none of the scripts loaded from a file', () => {
    const html = '<script type="module" src="/admin/assets/app.js"></script><div id="root"></div><script>let a = 1;\n</script><script >b()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha256('let a = 1;\n'), sha256('b()')]);
  });

  it('finds none in a page without inline scripts', () => {
    expect(inlineScriptHashes('<div id="root"></div><script src="/x.js"></script>')).toEqual([]);
  });
});
