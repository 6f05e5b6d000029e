import { cva } from 'class-variance-authority';
import { type ButtonHTMLAttributes, forwardRef, type MouseEvent, type ReactNode } from 'react';
import { useLinkComponent } from '../../providers/LinkProvider.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import type { ButtonSize, ButtonTone } from './Button.css';
import * as styles from './Button.css';

const buttonClass = cva(styles.base, {
  variants: { tone: styles.tone, size: styles.size, fullWidth: { true: styles.fullWidth } },
  defaultVariants: { tone: 'primary', size: 'md', fullWidth: false },
});

interface CommonProps {
  tone?: ButtonTone;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** An icon before the label. */
  icon?: ReactNode;
  children: ReactNode;
}

export interface ButtonProps extends CommonProps, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** Busy: disabled, with a spinner before the label (which should say what is happening, e.g. 'Sending...'). */
  loading?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { tone, size, fullWidth, icon, loading = false, disabled, type = 'button', className, children, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClass({ tone, size, fullWidth, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size="sm" /> : icon}
      {children}
    </button>
  );
});

export interface ButtonLinkProps extends CommonProps {
  href: string;
  /** Opens another site in a new tab (rel="noopener noreferrer"). */
  external?: boolean;
  'aria-label'?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** A link that looks like a button; internal links go through the app's router link. */
export function ButtonLink({ tone, size, fullWidth, icon, href, external, children, ...rest }: ButtonLinkProps) {
  const Link = useLinkComponent();
  const className = buttonClass({ tone, size, fullWidth });
  if (external) {
    return (
      <a className={className} href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {icon}
        {children}
      </a>
    );
  }
  return (
    <Link className={className} href={href} {...rest}>
      {icon}
      {children}
    </Link>
  );
}
