import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import type { HeadingAlign, HeadingLevel } from './Heading.css';
import * as styles from './Heading.css';

const headingClass = cva(styles.base, { variants: { level: styles.level, align: styles.align }, defaultVariants: { level: '2', align: 'start' } });

export interface HeadingProps {
  level: HeadingLevel;
  /** Looks like another level while keeping the document outline right. */
  size?: HeadingLevel;
  align?: HeadingAlign;
  id?: string;
  /** The text's language where it is not the page's (a post in another language). */
  lang?: string;
  children: ReactNode;
}

export function Heading({ level, size, align, id, lang, children }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} lang={lang} className={headingClass({ level: size ?? level, align })}>
      {children}
    </Tag>
  );
}
