import { isValidElement, type ReactNode } from 'react';
import type { HeadingLevel } from '../Heading/Heading.css';
import { Heading } from '../Heading/Heading.tsx';
import { Text } from '../Text/Text.tsx';
import * as styles from './BannerCarousel.css';

/** A promotional slide drawn by the carousel: a title, a line of text and an optional call to action. */
export interface BannerSlideContent {
  title: string;
  text: string;
  action?: ReactNode;
}

/** Either the carousel's own promotional panel, or anything the page wants to draw itself. */
export type BannerSlide = ReactNode | BannerSlideContent;

function isSlideContent(slide: BannerSlide): slide is BannerSlideContent {
  return typeof slide === 'object' && slide !== null && !isValidElement(slide) && 'title' in slide && 'text' in slide;
}

export function BannerSlideView({ slide, headingLevel }: { slide: BannerSlide; headingLevel: HeadingLevel }) {
  if (!isSlideContent(slide)) return <>{slide}</>;
  return (
    <div className={styles.panel}>
      <Heading level={headingLevel} size="2">
        {slide.title}
      </Heading>
      <div className={styles.panelText}>
        <Text size="lg" tone="inverse">
          {slide.text}
        </Text>
      </div>
      {slide.action}
    </div>
  );
}
