import { ArrowLeftIcon } from '../../icons/index.ts';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import type { ButtonTone } from '../Button/Button.css';
import { ButtonLink } from '../Button/Button.tsx';

export interface BackToBlogLinkProps {
  href?: string;
  tone?: ButtonTone;
}

export function BackToBlogLink({ href = '/blog/all', tone = 'ghost' }: BackToBlogLinkProps) {
  const { t } = useMessages();
  return (
    <ButtonLink href={href} tone={tone} size="sm" icon={<ArrowLeftIcon size={16} />}>
      {t('blogPostView.back')}
    </ButtonLink>
  );
}
