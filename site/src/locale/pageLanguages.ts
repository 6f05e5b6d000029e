import { messagesFor } from '@fleet/i18n/catalogues.ts';
import { localePath } from '@fleet/i18n/localePath.ts';
import { type Locale, localeSettings, publishedLocales } from '@fleet/i18n/locales.ts';
import type { LanguageOfferLink } from '@fleet/ui/components/LanguageOffer/LanguageOffer.tsx';
import type { PageLanguage } from '@fleet/ui/components/LanguageSwitcher/LanguageSwitcher.tsx';
import { pageAddress } from '../server/pageAddress.ts';

/**
 * The page in each published language, for the switcher, and the offers of it in the others, each in its own
 * words: the same page with the query it reads (a blog list's category and search, a calculation), nothing else.
 * `url` is the page's own address, without its locale's prefix; `alternates`, the page's own path in the languages
 * where it has one of its own (a post's translation, see HeadSettings). Nothing while one language is published.
 */
export function pageLanguages(
  url: URL,
  locale: Locale,
  published: readonly Locale[] = publishedLocales,
  alternates: Partial<Record<Locale, string>> = {},
): { languages: PageLanguage[]; offers: LanguageOfferLink[] } {
  if (published.length < 2) return { languages: [], offers: [] };
  const address = pageAddress(url);
  const addressIn = (other: Locale) => localePath(other, other === locale ? address : (alternates[other] ?? address));
  const languages = published.map((other) => ({ lang: other, name: localeSettings[other].name, href: addressIn(other), current: other === locale }));
  const offers = published
    .filter((other) => other !== locale)
    .map((other) => {
      const { t } = messagesFor(other);
      return { lang: other, text: t('language.offer'), linkText: t('language.offerLink'), href: addressIn(other) };
    });
  return { languages, offers };
}
