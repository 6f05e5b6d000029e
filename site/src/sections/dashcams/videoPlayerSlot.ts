/**
 * The name of the Astro slot that carries a video's player (an island) into a catalogue section. Astro turns a
 * dash or an underscore before a lower-case letter of a slot's name into camel case, so the id keeps neither.
 */
export function videoPlayerSlot(videoId: string): `player:${string}` {
  return `player:${videoId.replace(/[-_]/g, (mark) => (mark === '-' ? '.' : '~'))}`;
}
