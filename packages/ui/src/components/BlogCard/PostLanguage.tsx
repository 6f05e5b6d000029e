import { useMessages } from '../../providers/MessagesProvider.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';

/** A post's language where it differs from the page's: its code and its own name ('English'). */
export interface PostLanguageLabel {
  lang: string;
  name: string;
}

/** The mark of a post in another language than the page's: the language's name, in that language. */
export function PostLanguage({ language }: { language: PostLanguageLabel }) {
  const { t } = useMessages();
  return (
    <Badge tone="neutral" size="sm">
      <VisuallyHidden>{t('blogCard.language')} </VisuallyHidden>
      <span lang={language.lang}>{language.name}</span>
    </Badge>
  );
}
