import { ArrowLeftIcon } from '../../icons/index.ts';
import type { ButtonTone } from '../Button/Button.css';
import { ButtonLink } from '../Button/Button.tsx';

export interface BackToBlogLinkProps {
  href?: string;
  label?: string;
  tone?: ButtonTone;
}

export function BackToBlogLink({ href = '/blog/all', label = 'Back to Blog', tone = 'ghost' }: BackToBlogLinkProps) {
  return (
    <ButtonLink href={href} tone={tone} size="sm" icon={<ArrowLeftIcon size={16} />}>
      {label}
    </ButtonLink>
  );
}
