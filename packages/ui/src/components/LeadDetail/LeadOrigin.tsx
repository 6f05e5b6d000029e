import type { LeadAttribution } from '@fleet/api-client';
import { useId } from 'react';
import { Heading } from '../Heading/Heading.tsx';
import * as styles from './LeadDetail.css';
import { LeadFacts } from './LeadFacts.tsx';

export interface LeadOriginProps {
  /** null: the lead arrived before visits were counted. */
  attribution: LeadAttribution | null | undefined;
}

/** 'Where They Came From': the campaign, site or page that brought the person, and how much they read first. */
export function LeadOrigin({ attribution }: LeadOriginProps) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <Heading level="2" size="4" id={titleId}>
        Where They Came From
      </Heading>
      {attribution ? (
        <LeadFacts
          facts={[
            { label: 'Source', value: attribution.source },
            { label: 'Medium', value: attribution.medium ?? '' },
            { label: 'Campaign', value: attribution.campaign ?? '' },
            { label: 'Referrer', value: attribution.referrer ?? '' },
            { label: 'Landing page', value: attribution.landing_page ?? '' },
            { label: 'Pages viewed', value: String(attribution.pages_before) },
          ]}
        />
      ) : (
        <p className={styles.note}>Not recorded: this lead arrived before visits were counted.</p>
      )}
    </section>
  );
}
