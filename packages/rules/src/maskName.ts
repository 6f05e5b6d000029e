/** A customer's name as the site shows it: the first letter, then an asterisk for every other character. */
export function maskName(name: string): string {
  const characters = [...name.trim()];
  if (characters.length === 0) return '';
  return characters[0]!.toUpperCase() + '*'.repeat(characters.length - 1);
}
