import { type ReactNode, useId } from 'react';
import { MapPinIcon } from '../../icons/index.ts';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { Card } from '../Card/Card.tsx';
import { FeatureIcon } from '../FeatureIcon/FeatureIcon.tsx';
import type { HeadingLevel } from '../Heading/Heading.css';
import { Heading } from '../Heading/Heading.tsx';
import { Text } from '../Text/Text.tsx';
import * as styles from './CaseStudyCard.css';

export interface CaseStudy {
  title: string;
  company: string;
  location: string;
  description: string;
  /** Without an image the card shows a tinted block with the icon. */
  image?: { src: string; alt: string };
  icon?: ReactNode;
  /** Product model names plus the tracking service. */
  products: readonly string[];
}

export interface CaseStudyCardProps extends CaseStudy {
  headingLevel?: HeadingLevel;
}

export function CaseStudyCard({ title, company, location, description, image, icon, products, headingLevel = '3' }: CaseStudyCardProps) {
  const { t } = useMessages();
  const titleId = useId();
  const productsId = useId();
  return (
    <Card as="article" padding="none" aria-labelledby={titleId}>
      {image ? (
        <img className={styles.media} src={image.src} alt={image.alt} loading="lazy" decoding="async" />
      ) : (
        <div className={styles.placeholder} aria-hidden="true">
          {icon}
        </div>
      )}
      <div className={styles.body}>
        <div className={styles.meta}>
          {icon ? <FeatureIcon>{icon}</FeatureIcon> : null}
          <div>
            <Text weight="semibold">{company}</Text>
            <Text as="span" size="sm" tone="muted">
              <span className={styles.location}>
                <MapPinIcon size={14} />
                {location}
              </span>
            </Text>
          </div>
        </div>
        <Heading level={headingLevel} size="3" id={titleId}>
          {title}
        </Heading>
        <Text tone="muted">{description}</Text>
        <Text id={productsId} size="xs" weight="semibold" tone="muted">
          {t('caseStudyCard.products')}
        </Text>
        <ul className={styles.chips} role="list" aria-labelledby={productsId}>
          {products.map((product) => (
            <li key={product} className={styles.chip}>
              {product}
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}
