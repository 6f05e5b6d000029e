import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import type { FeatureIconSize } from './FeatureIcon.css';
import * as styles from './FeatureIcon.css';

const featureIconClass = cva(styles.base, { variants: { size: styles.size }, defaultVariants: { size: 'md' } });

export interface FeatureIconProps {
  size?: FeatureIconSize;
  children: ReactNode;
}

/** A decorative tinted tile around an icon, for feature, case-study and statistic cards. */
export function FeatureIcon({ size, children }: FeatureIconProps) {
  return (
    <span className={featureIconClass({ size })} aria-hidden="true">
      {children}
    </span>
  );
}
