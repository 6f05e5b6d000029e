import { useId } from 'react';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { ButtonLink } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import type { HeadingLevel } from '../Heading/Heading.css';
import { Heading } from '../Heading/Heading.tsx';
import { Text } from '../Text/Text.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './BlogCard.css';
import { BlogCategoryTags } from './BlogCategoryTags.tsx';
import { PostDate } from './PostDate.tsx';
import { PostLanguage, type PostLanguageLabel } from './PostLanguage.tsx';

export interface BlogImage {
  src: string;
  alt: string;
  /** The file's own size: reserves the space before it loads. */
  width?: number;
  height?: number;
}

export interface BlogCardProps {
  slug: string;
  title: string;
  /** Plain text; the app strips the source's markup. */
  excerpt: string;
  /** An ISO date ('2026-03-04T09:30:00') or a display string ('March 4, 2026'). */
  date: string;
  /** Display labels from the category map; none shows 'Uncategorized' (in the page's language). */
  categories?: readonly string[];
  image?: BlogImage;
  /** Set when the post is in another language than the page: the card says which, and its text is marked as in it. */
  language?: PostLanguageLabel;
  headingLevel?: HeadingLevel;
  /** The first card of a list at the top of the page: its image is fetched at once, ahead of the rest. */
  priority?: boolean;
  /** An anchor target, e.g. /blog/all?page=2#page-2 for the first post of the second load. */
  id?: string;
}

/** One post in the blog list or the home page's latest-posts strip. */
export function BlogCard({ slug, title, excerpt, date, categories = [], image, language, headingLevel = '3', priority = false, id }: BlogCardProps) {
  const titleId = useId();
  const { t } = useMessages();
  const readMore = t('blogCard.readMore');
  return (
    <Card as="article" padding="none" id={id} aria-labelledby={titleId}>
      <div className={styles.layout}>
        {image ? (
          <img
            className={styles.media16x9}
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
          />
        ) : (
          // The placeholder only keeps the grid even; it tells a screen reader nothing useful.
          <div className={styles.placeholder} aria-hidden="true">
            {t('blogCard.noImage')}
          </div>
        )}
        <div className={styles.body}>
          <div className={styles.meta}>
            {language ? (
              <span className={styles.dateAndLanguage}>
                <Text as="span" size="sm" tone="muted">
                  <PostDate date={date} />
                </Text>
                <PostLanguage language={language} />
              </span>
            ) : (
              <Text as="span" size="sm" tone="muted">
                <PostDate date={date} />
              </Text>
            )}
            <BlogCategoryTags categories={categories} emptyLabel={t('blogCard.uncategorized')} />
          </div>
          <Heading level={headingLevel} size="4" id={titleId}>
            <span className={styles.titleClamp} lang={language?.lang}>
              {title}
            </span>
          </Heading>
          <Text tone="muted" maxLines={3}>
            {language ? <span lang={language.lang}>{excerpt}</span> : excerpt}
          </Text>
          <div className={styles.action}>
            {/* Every card has the same visible label; the title in the name tells the links apart in a links list. */}
            <ButtonLink href={`/blog/${encodeURIComponent(slug)}`} tone="secondary" size="sm" aria-label={`${readMore}: ${title}`}>
              {readMore}
              {/* In the text as well as the aria-label: search engines read link text, and 'Read More' alone says nothing. */}
              <VisuallyHidden>: {title}</VisuallyHidden>
            </ButtonLink>
          </div>
        </div>
      </div>
    </Card>
  );
}
