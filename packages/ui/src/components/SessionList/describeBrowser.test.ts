import { describe, expect, it } from 'vitest';
import { describeBrowser } from './describeBrowser.ts';

describe('describeBrowser', () => {
  it('names the browser and the system', () => {
    expect(describeBrowser('Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0')).toBe('Firefox on Linux');
    expect(describeBrowser('Mozilla/5.0 (iPhone; CPU iPhone OS 19_0 like Mac OS X) AppleWebKit/605.1.15 Version/19.0 Mobile/15E148 Safari/604.1')).toBe(
      'Safari on iPhone',
    );
    expect(describeBrowser('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/142.0.0.0 Safari/537.36 Edg/142.0.0.0')).toBe(
      'Edge on Windows',
    );
    expect(describeBrowser('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 Chrome/142.0.0.0 Safari/537.36')).toBe('Chrome on macOS');
  });

  it('falls back to what it has', () => {
    expect(describeBrowser('curl/8.9.1')).toBe('curl/8.9.1');
    expect(describeBrowser('')).toBe('Unknown browser');
  });
});
