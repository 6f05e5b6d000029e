import type { HeadingLevel } from '../Heading/Heading.css';
import { Heading } from '../Heading/Heading.tsx';
import { Text } from '../Text/Text.tsx';
import * as styles from './AboutTimeline.css';

export interface TimelineEntry {
  year: number;
  title: string;
  text: string;
}

export interface AboutTimelineProps {
  entries: readonly TimelineEntry[];
  headingLevel?: HeadingLevel;
}

/** Milestones in order, on a vertical line. */
export function AboutTimeline({ entries, headingLevel = '3' }: AboutTimelineProps) {
  return (
    <ol className={styles.timeline} role="list">
      {entries.map((entry) => (
        <li key={`${entry.year}-${entry.title}`} className={styles.entry}>
          <span className={styles.marker} aria-hidden="true" />
          <time className={styles.year} dateTime={String(entry.year)}>
            {entry.year}
          </time>
          <Heading level={headingLevel} size="4">
            {entry.title}
          </Heading>
          <div className={styles.text}>
            <Text tone="muted">{entry.text}</Text>
          </div>
        </li>
      ))}
    </ol>
  );
}
