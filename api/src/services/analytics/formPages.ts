import { localePath } from '@fleet/i18n/localePath.ts';
import { publishedLocales } from '@fleet/i18n/locales.ts';

/** The pages holding a lead form, in every published language: a visitor who opened one is the funnel's second step. */
export const formPages = publishedLocales.flatMap((locale) => ['/contact', '/request-demo'].map((path) => localePath(locale, path)));
