import { wpLanguages } from '@fleet/api-client';
import { locales } from '@fleet/i18n/locales.ts';
import { describe, expect, it } from 'vitest';
import { readLanguage } from './readLanguage.ts';

const none = { lang: null, translations: {} };

describe("reading a post's language", () => {
  it("takes Polylang's language and translations, without the post itself", () => {
    expect(readLanguage({ id: 34, lang: 'de', translations: { en: 12, de: 34 } })).toEqual({ lang: 'de', translations: { en: 12 } });
    expect(readLanguage({ id: 12, lang: 'en', translations: { de: 34 } })).toEqual({ lang: 'en', translations: { de: 34 } });
    expect(readLanguage({ id: 12, lang: 'en', translations: {} })).toEqual({ lang: 'en', translations: {} });
    expect(readLanguage({ id: 12, lang: 'en' })).toEqual({ lang: 'en', translations: {} });
  });

  it("takes WPML's locale and translations where Polylang's fields are not there", () => {
    const wpml = {
      id: 34,
      wpml_current_locale: 'de_DE',
      wpml_translations: [{ locale: 'en_US', id: 12, slug: 'new-cameras', post_title: 'New cameras', href: 'https://example.org/new-cameras/' }],
    };
    expect(readLanguage(wpml)).toEqual({ lang: 'de', translations: { en: 12 } });
    expect(readLanguage({ ...wpml, wpml_translations: [{ locale: 'de_DE', id: 34 }, ...wpml.wpml_translations] })).toEqual({
      lang: 'de',
      translations: { en: 12 },
    });
    // Polylang first.
    expect(readLanguage({ ...wpml, lang: 'en', translations: { de: 40 } })).toEqual({ lang: 'en', translations: { de: 40 } });
  });

  it('leaves a post without a language the site does not have, and without broken links', () => {
    expect(readLanguage({ id: 12 })).toEqual(none);
    for (const lang of ['fr', 'DE', 'de_DE', '', false, 7, { slug: 'de' }, ['de']])
      expect(readLanguage({ id: 12, lang, translations: { en: 3 } })).toEqual(none);
    for (const locale of ['fr_FR', 'de', 'DE_de', '', 7]) {
      expect(readLanguage({ id: 12, wpml_current_locale: locale, wpml_translations: [{ locale: 'en_US', id: 3 }] })).toEqual(
        locale === 'de' ? { lang: 'de', translations: { en: 3 } } : none,
      );
    }
    const junk = { fr: 5, de: 0, xx: 'a', '': 2 };
    expect(readLanguage({ id: 12, lang: 'en', translations: junk })).toEqual({ lang: 'en', translations: {} });
    for (const id of [-4, 0, 1.5, '34', null, 2_147_483_648, Number.NaN]) {
      expect(readLanguage({ id: 12, lang: 'en', translations: { de: id } })).toEqual({ lang: 'en', translations: {} });
    }
    // A second post in the post's own language is not a translation of it.
    expect(readLanguage({ id: 12, lang: 'en', translations: { en: 13, de: 34 } })).toEqual({ lang: 'en', translations: { de: 34 } });
    for (const translations of ['de:34', [34], null, 34]) expect(readLanguage({ id: 12, lang: 'en', translations })).toEqual({ lang: 'en', translations: {} });
    expect(
      readLanguage({
        id: 12,
        wpml_current_locale: 'en_US',
        wpml_translations: [null, 'de_DE', { locale: 'de_DE', id: '34' }, { locale: 'de_DE', id: 34 }, { locale: 'de_AT', id: 35 }, { id: 36 }],
      }),
    ).toEqual({ lang: 'en', translations: { de: 34 } });
    expect(readLanguage({ id: 12, wpml_current_locale: 'en_US', wpml_translations: { de_DE: 34 } })).toEqual({ lang: 'en', translations: {} });
  });

  it("knows the contract's languages are the site's", () => {
    expect([...wpLanguages]).toEqual(locales);
  });
});
