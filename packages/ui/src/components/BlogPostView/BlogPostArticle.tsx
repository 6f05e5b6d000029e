import { type ReactNode, useId } from 'react';
import type { CopyStatus } from '../../hooks/useCopyStatus.ts';
import type { BlogImage } from '../BlogCard/BlogCard.tsx';
import { BlogCategoryTags } from '../BlogCard/BlogCategoryTags.tsx';
import { PostDate } from '../BlogCard/PostDate.tsx';
import { PostLanguage, type PostLanguageLabel } from '../BlogCard/PostLanguage.tsx';
import type { SocialLink } from '../Footer/SocialLinks.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { ShareBar } from '../ShareBar/ShareBar.tsx';
import { Text } from '../Text/Text.tsx';
import { VideoEmbed } from '../VideoEmbed/VideoEmbed.tsx';
import { BackToBlogLink } from './BackToBlogLink.tsx';
import * as styles from './BlogPostView.css';
import { type PostTranslation, PostTranslations } from './PostTranslations.tsx';
import * as prose from './prose.css';

export interface BlogPost {
  slug: string;
  title: string;
  /** Plain text; the app strips the source's markup. */
  excerpt: string;
  /**
   * The post body as HTML that the app has ALREADY SANITISED (allow-listed tags and attributes, external links
   * given target="_blank" rel="noopener noreferrer"). It is inserted as is: never pass the source's raw HTML.
   */
  contentHtml: string;
  /** An ISO date or a display string; shown in the page language's long format. */
  date: string;
  categories?: readonly string[];
  image?: BlogImage;
  /** The video platform's id; when set, the video replaces the featured image. */
  videoId?: string;
  /** Set when the post is in another language than the page: it says which, and its text is marked as in it. */
  language?: PostLanguageLabel;
  /** The post in the site's other languages, where it has been translated. */
  translations?: readonly PostTranslation[];
}

export interface BlogPostShare {
  /** The post's address (origin plus /blog/{slug}). */
  url: string;
  makerName: string;
  socialLinks: readonly SocialLink[];
  copyStatus?: CopyStatus;
}

export interface BlogPostArticleProps {
  post: BlogPost;
  /**
   * The featured video's player, which starts by itself, muted, once the page has loaded.
   * Stories pin it: false is the placeholder the page shows until then.
   */
  videoLoaded?: boolean;
  share: BlogPostShare;
  backHref?: string;
  /** The featured video's player where the app renders it itself (the site hydrates it on its own); else a VideoEmbed. */
  videoPlayer?: ReactNode;
  /** The share row where the app renders it itself (the site hydrates it on its own); else a ShareBar. */
  shareBar?: ReactNode;
}

/** A loaded post: media, tags, date, share row, title, excerpt and the body. */
export function BlogPostArticle({ post, share, backHref, videoLoaded, videoPlayer, shareBar }: BlogPostArticleProps) {
  const titleId = useId();
  const { title, excerpt, contentHtml, date, categories = [], image, videoId, language, translations = [] } = post;
  const lang = language?.lang;
  return (
    <article className={styles.article} aria-labelledby={titleId}>
      <div className={styles.back}>
        <BackToBlogLink href={backHref} />
      </div>
      {videoId ? (
        (videoPlayer ?? <VideoEmbed videoId={videoId} title={title} posterSrc={image?.src} autoplay loaded={videoLoaded} />)
      ) : image ? (
        <img className={styles.featuredImage} src={image.src} alt={image.alt} width={image.width} height={image.height} fetchPriority="high" />
      ) : null}
      <header className={styles.header}>
        <div className={styles.meta}>
          <BlogCategoryTags categories={categories} />
          <Text as="span" size="sm" tone="muted">
            <PostDate date={date} />
          </Text>
          {language ? <PostLanguage language={language} /> : null}
        </div>
        {translations.length > 0 ? <PostTranslations translations={translations} /> : null}
        {shareBar ?? <ShareBar url={share.url} title={title} makerName={share.makerName} socialLinks={share.socialLinks} copyStatus={share.copyStatus} />}
        <Heading level="1" size="2" id={titleId} lang={lang}>
          {title}
        </Heading>
        {excerpt ? (
          <blockquote className={prose.excerpt} lang={lang}>
            <p>{excerpt}</p>
          </blockquote>
        ) : null}
      </header>
      {/* Sanitised by the app before it gets here (see BlogPost.contentHtml). */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the post body is HTML, sanitised with DOMPurify before it reaches this component. */}
      <div className={prose.prose} lang={lang} dangerouslySetInnerHTML={{ __html: contentHtml }} />
      <div className={styles.back}>
        <BackToBlogLink href={backHref} />
      </div>
    </article>
  );
}
