import { useId } from 'react';
import { Heading } from '../Heading/Heading.tsx';
import * as styles from './LeadDetail.css';
import { LeadFacts } from './LeadFacts.tsx';
import type { LeadField } from './leadDetail.ts';

export interface LeadFieldsProps {
  fields: readonly LeadField[];
}

/** 'What they sent': every field of the form, exactly as it came (text, never HTML). */
export function LeadFields({ fields }: LeadFieldsProps) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <Heading level="2" size="4" id={titleId}>
        What They Sent
      </Heading>
      <LeadFacts facts={fields} />
    </section>
  );
}
