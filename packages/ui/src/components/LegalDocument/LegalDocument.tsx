import type { MessageKey } from '@fleet/i18n/catalogue.ts';
import { type ReactNode, useId } from 'react';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { type LabelledLink, SiteLink } from '../SiteLink/SiteLink.tsx';
import { Text } from '../Text/Text.tsx';
import * as styles from './LegalDocument.css';

export const legalDateKinds = ['effective', 'updated'] as const;
export type LegalDateKind = (typeof legalDateKinds)[number];

const dateLabels = { effective: 'legalDocument.effective', updated: 'legalDocument.lastUpdated' } as const satisfies Record<LegalDateKind, MessageKey>;

// A calendar date at midnight UTC, the zone the messages' dates are shown in, so no time zone moves it to the day before.
function calendarDate(isoDate: string): Date {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

export interface LegalSection {
  /** The anchor the contents link to. */
  id: string;
  heading: string;
  body: ReactNode;
}

export type LegalLink = LabelledLink;

export interface LegalDocumentProps {
  title: string;
  dateKind: LegalDateKind;
  /** An ISO calendar date, e.g. '2025-05-03'. */
  date: string;
  intro?: ReactNode;
  sections: readonly LegalSection[];
  relatedLinks?: readonly LegalLink[];
}

/**
 * A long legal text laid out for reading: title, date line, contents, sections and related pages. A translation says
 * under its date line that the English text is the one that binds.
 */
export function LegalDocument({ title, dateKind, date, intro, sections, relatedLinks = [] }: LegalDocumentProps) {
  const { t, lang, date: longDate } = useMessages();
  const ids = { contents: useId(), related: useId() };
  return (
    <article className={styles.documentClass}>
      <header className={styles.header}>
        <Heading level="1">{title}</Heading>
        <Text tone="muted">
          {t(dateLabels[dateKind])} <time dateTime={date}>{longDate(calendarDate(date))}</time>
        </Text>
        {lang === 'en' ? null : <Text tone="muted">{t('legalDocument.translationNotice')}</Text>}
        {intro ? <div className={styles.prose}>{intro}</div> : null}
      </header>
      <div className={styles.layout}>
        <nav className={styles.toc} aria-labelledby={ids.contents}>
          <h2 id={ids.contents} className={styles.tocTitle}>
            {t('legalDocument.contents')}
          </h2>
          <ol className={styles.tocList}>
            {sections.map((section) => (
              <li key={section.id}>
                <SiteLink className={styles.link} href={`#${section.id}`}>
                  {section.heading}
                </SiteLink>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.body}>
          {sections.map((section) => (
            <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-heading`}>
              <Heading level="2" size="3" id={`${section.id}-heading`}>
                {section.heading}
              </Heading>
              <div className={styles.sectionBody}>{section.body}</div>
            </section>
          ))}
        </div>
      </div>
      {relatedLinks.length > 0 ? (
        <nav className={styles.related} aria-labelledby={ids.related}>
          <h2 id={ids.related} className={styles.tocTitle}>
            {t('legalDocument.relatedPages')}
          </h2>
          <ul role="list" className={styles.relatedList}>
            {relatedLinks.map((link) => (
              <li key={link.href}>
                <SiteLink className={styles.link} href={link.href} external={link.external}>
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </article>
  );
}
