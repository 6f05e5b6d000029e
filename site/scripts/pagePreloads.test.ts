import { describe, expect, it } from 'vitest';
import { type Manifest, pageModules } from './pagePreloads.ts';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_framework.js'], css: ['assets/index-1.css'] },
  '_framework.js': { file: 'assets/framework-2.js' },
  '_shared.js': { file: 'assets/shared-3.js', imports: ['_framework.js'], css: ['assets/shared-3.css'] },
  'src/routes/PricingRoute.tsx': { file: 'assets/PricingRoute-4.js', imports: ['_shared.js', '_framework.js'] },
};

describe('pageModules', () => {
  it('lists the entry first, then what the page adds, each chunk once', () => {
    expect(pageModules(manifest, 'PricingRoute').modules).toEqual([
      '/assets/index-1.js',
      '/assets/framework-2.js',
      '/assets/PricingRoute-4.js',
      '/assets/shared-3.js',
    ]);
  });

  it("links only the page's own stylesheets: the entry's are inlined in the template", () => {
    expect(pageModules(manifest, 'PricingRoute').stylesheets).toEqual(['/assets/shared-3.css']);
  });

  it('refuses a page the build does not have', () => {
    expect(() => pageModules(manifest, 'NoSuchRoute')).toThrow(/not in the build manifest/);
  });
});
