import { useMessages } from '../../providers/MessagesProvider.tsx';
import * as styles from './LanguageOffer.css';

/** The page in a language a visitor's browser may prefer, offered in that language's own words. */
export interface LanguageOfferLink {
  lang: string;
  /** 'Diese Seite gibt es auch auf Deutsch.' */
  text: string;
  /** 'Auf Deutsch lesen' */
  linkText: string;
  href: string;
}

export interface LanguageOfferProps {
  offers: readonly LanguageOfferLink[];
  /** Shown at once (Storybook); on the site the page's script shows the one the browser prefers, if any. */
  shown?: string;
}

/**
 * A quiet offer of the page in the visitor's language, never a redirect (search engines and people who chose this
 * language get what they asked for). It comes hidden: a small script of the page shows the offer matching
 * `navigator.languages` when that language comes before the page's own, and hides it for the session once dismissed.
 */
export function LanguageOffer({ offers, shown }: LanguageOfferProps) {
  const { t } = useMessages();
  if (offers.length === 0) return null;
  return (
    <aside className={styles.offer} data-language-offer="" hidden={shown === undefined} aria-label={t('language.offerLabel')}>
      {offers.map((offer) => (
        <p key={offer.lang} className={styles.text} lang={offer.lang} data-lang={offer.lang} hidden={shown !== offer.lang}>
          {offer.text}{' '}
          <a className={styles.link} href={offer.href} hrefLang={offer.lang}>
            {offer.linkText}
          </a>
        </p>
      ))}
      <button type="button" className={styles.dismiss} data-dismiss="" aria-label={t('language.dismissOffer')}>
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
