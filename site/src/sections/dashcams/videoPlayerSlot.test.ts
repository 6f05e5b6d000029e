import { describe, expect, it } from 'vitest';
import { videoPlayerSlot } from './videoPlayerSlot.ts';

// How Astro's Preact renderer names the prop of a named slot (kebab and snake case to camel case).
const propOfSlot = (slot: string) => slot.trim().replace(/[-_]([a-z])/g, (_, letter: string) => letter.toUpperCase());

describe('videoPlayerSlot', () => {
  it('gives a name Astro passes on unchanged, for any video id the platform issues', () => {
    for (const videoId of ['FleetOvrv01', 'dr970x-overview', 'a_b-c_D-9']) {
      const slot = videoPlayerSlot(videoId);
      expect(propOfSlot(slot)).toBe(slot);
    }
  });

  it('keeps two ids apart that differ only in a dash or an underscore', () => {
    expect(videoPlayerSlot('a-b')).not.toBe(videoPlayerSlot('a_b'));
    expect(videoPlayerSlot('a-b')).not.toBe(videoPlayerSlot('ab'));
  });
});
