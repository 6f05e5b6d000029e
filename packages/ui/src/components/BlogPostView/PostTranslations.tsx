import { useMessages } from '../../providers/MessagesProvider.tsx';
import { Text } from '../Text/Text.tsx';
import * as styles from './BlogPostView.css';

/** The post in another of the site's languages: that language, its own name for itself, and the address there. */
export interface PostTranslation {
  lang: string;
  name: string;
  href: string;
}

/** 'Also available in' and a link to each translation, named in its own language. */
export function PostTranslations({ translations }: { translations: readonly PostTranslation[] }) {
  const { t } = useMessages();
  return (
    <p className={styles.translations}>
      <Text as="span" size="sm" tone="muted">
        {t('blogPostView.translations')}
      </Text>
      {translations.map((translation) => (
        // A plain link: the address is already the translation's, in its language, which the router would make the page's.
        <a key={translation.lang} className={styles.translationLink} href={translation.href} lang={translation.lang} hrefLang={translation.lang}>
          {translation.name}
        </a>
      ))}
    </p>
  );
}
