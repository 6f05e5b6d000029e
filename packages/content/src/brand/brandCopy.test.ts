import { messagesFor } from '@fleet/i18n/catalogues.ts';
import { describe, expect, it } from 'vitest';
import { brand } from './brand.ts';
import { brandCopy } from './brandCopy.ts';
import { regionName } from './regionName.ts';

describe("the brand's words in a page's language", () => {
  it('are the brand file’s own in English', () => {
    const english = brandCopy(messagesFor('en'));
    expect(english).toEqual({ tagline: brand.tagline, description: brand.description, offices: brand.offices });
  });

  it('come from the catalogue in another language, the offices’ countries named in it', () => {
    const german = brandCopy(messagesFor('de'));
    expect(german.tagline).toBe(messagesFor('de').t('brand.tagline'));
    expect(german.offices.map((office) => office.name)).toEqual(['Vereinigte Staaten', 'Südkorea']);
    expect(german.offices[0]?.lines).toEqual(brand.offices[0]?.lines);
  });

  it('leave a country Intl does not know as written', () => {
    expect(regionName('Atlantis', 'de-DE')).toBe('Atlantis');
  });
});
