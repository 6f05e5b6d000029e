import { useMessages } from '../../providers/MessagesProvider.tsx';
import * as styles from './LanguageSwitcher.css';

/** One language of the page: its own name for itself, and the same page (with its query) in it. */
export interface PageLanguage {
  /** `en`, `de`: the link's hreflang and the name's lang. */
  lang: string;
  name: string;
  href: string;
  current: boolean;
}

export interface LanguageSwitcherProps {
  languages: readonly PageLanguage[];
  /** On the footer's dark ground. */
  tone?: 'default' | 'inverse';
  /** Only the languages the page is not in (a crowded bar): 'Deutsch' on an English page. */
  othersOnly?: boolean;
}

/**
 * The page in the site's other languages: plain links to the same page, so it works without script and search
 * engines follow it; each language named in itself ('Deutsch', not 'German').
 */
export function LanguageSwitcher({ languages, tone = 'default', othersOnly = false }: LanguageSwitcherProps) {
  const { t } = useMessages();
  if (languages.length < 2) return null;
  const shown = othersOnly ? languages.filter((language) => !language.current) : languages;
  return (
    // A labelled list, not a landmark: the header and the footer both carry one.
    <div className={styles.switcher[tone]}>
      <ul role="list" className={styles.list} aria-label={t('language.switcherLabel')}>
        {shown.map((language) => (
          <li key={language.lang}>
            <a className={styles.link} href={language.href} hrefLang={language.lang} lang={language.lang} aria-current={language.current ? 'page' : undefined}>
              {language.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
