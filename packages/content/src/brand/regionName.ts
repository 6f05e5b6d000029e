let byEnglishName: Map<string, string> | undefined;

/** Region codes by their English names ('United States' → 'US'), made the first time a name is looked up. */
function regionCodes(): Map<string, string> {
  if (!byEnglishName) {
    byEnglishName = new Map();
    const english = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
    const letters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
    for (const first of letters) {
      for (const second of letters) {
        const name = english.of(`${first}${second}`);
        if (name) byEnglishName.set(name, `${first}${second}`);
      }
    }
  }
  return byEnglishName;
}

/**
 * A country the brand file names in English ('South Korea'), as the locale names it ('Südkorea'). The brand file is
 * the operator's and names its offices in English; a name Intl does not know is shown as written.
 */
export function regionName(englishName: string, intl: string): string {
  const code = regionCodes().get(englishName);
  return code ? (new Intl.DisplayNames(intl, { type: 'region', fallback: 'none' }).of(code) ?? englishName) : englishName;
}
