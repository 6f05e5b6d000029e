import { fileMessages } from '@fleet/i18n/fileMessages.ts';
import { localePath } from '@fleet/i18n/localePath.ts';
import { defaultLocale, isLocale, type Locale, publishedLocales } from '@fleet/i18n/locales.ts';
import { escapeHtml } from '../../services/mail/escapeHtml.ts';

export type LinkPageKind = 'invalid' | 'unknown' | 'expired' | 'revoked' | 'error';

/**
 * A small self-contained page for demo links that cannot be opened, in the language of the page the link was
 * asked for from (when the link is known and that language is published), else English; its links lead to the
 * site's pages in the same language.
 */
export function linkPage(kind: LinkPageKind, language?: string | null, published: readonly Locale[] = publishedLocales): string {
  const locale: Locale = isLocale(language) && published.includes(language) ? language : defaultLocale;
  const { t, lang } = fileMessages(locale);
  const title = escapeHtml(t(`demoLinkPage.${kind}Title`));
  const href = (path: string) => escapeHtml(localePath(locale, path));
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${escapeHtml(t(`demoLinkPage.${kind}Text`))}</p>
<p><a href="${href('/request-demo')}">${escapeHtml(t('demoLinkPage.requestDemo'))}</a> · <a href="${href('/contact')}">${escapeHtml(t('demoLinkPage.contactSales'))}</a> · <a href="${href('/')}">${escapeHtml(t('demoLinkPage.home'))}</a></p>
</main>
</body>
</html>
`;
}
