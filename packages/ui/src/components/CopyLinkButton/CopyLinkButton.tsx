import { cva } from 'class-variance-authority';
import { type CopyStatus, useCopyStatus } from '../../hooks/useCopyStatus.ts';
import { CheckIcon, LinkIcon } from '../../icons/index.ts';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import type { ButtonSize, ButtonTone } from '../Button/Button.css';
import { Button } from '../Button/Button.tsx';
import * as styles from './CopyLinkButton.css';

const messageClass = cva(styles.message, { variants: { status: styles.messageTone }, defaultVariants: { status: 'idle' } });

export interface CopyLinkButtonProps {
  /** The address written to the clipboard (the post's origin plus /blog/{slug}). */
  url: string;
  /** Forces what is shown (stories, screenshots); without it the button tracks its own copies. */
  status?: CopyStatus;
  tone?: ButtonTone;
  size?: ButtonSize;
}

/** 'Copy Link' with a polite notice that says whether the copy worked. */
export function CopyLinkButton({ url, status: statusProp, tone = 'secondary', size = 'sm' }: CopyLinkButtonProps) {
  const { t } = useMessages();
  // The same copy-and-clear-after-2-s behaviour as the admin's demo URL Copy button.
  const { status, copy } = useCopyStatus(statusProp);
  const message = status === 'copied' ? t('copyLinkButton.copied') : status === 'error' ? t('copyLinkButton.failed') : '';

  return (
    <span className={styles.root}>
      <Button tone={tone} size={size} icon={status === 'copied' ? <CheckIcon size={16} /> : <LinkIcon size={16} />} onClick={() => void copy(url)}>
        {t('copyLinkButton.label')}
      </Button>
      {/* Always in the page, so the text that appears in it is announced. */}
      <span role="status" aria-live="polite" className={messageClass({ status })}>
        {message}
      </span>
    </span>
  );
}
