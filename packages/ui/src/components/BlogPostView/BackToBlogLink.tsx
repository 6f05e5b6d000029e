import { ArrowLeftIcon } from '../../icons';
import { ButtonLink } from '../Button/Button';
import type { ButtonTone } from '../Button/Button.css';

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
