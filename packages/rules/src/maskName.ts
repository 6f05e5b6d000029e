/**
 * A customer's name as the site may show it: the first letter, then an asterisk for every other character. Only
 * `maskName` and `maskedName` make one, so a full name cannot be handed where a masked one is due.
 */
export type MaskedName = string & { readonly __masked: true };

/**
 * The masked form of a name from all it shows: its first letter and its length in characters. The site's data holds
 * customers this way, so no full name is in the pages, the islands' props or the scripts (docs/site.md, Home page parts).
 */
export function maskedName(initial: string, length: number): MaskedName {
  if ([...initial].length !== 1 || !Number.isInteger(length) || length < 1) {
    throw new RangeError(`A masked name needs one initial and a whole length of 1 or more, got "${initial}" and ${length}`);
  }
  return (initial.toUpperCase() + '*'.repeat(length - 1)) as MaskedName;
}

/** A customer's name as the site shows it: the first letter, then an asterisk for every other character. */
export function maskName(name: string): MaskedName {
  const characters = [...name.trim()];
  if (characters.length === 0) return '' as MaskedName;
  return maskedName(characters[0]!, characters.length);
}
