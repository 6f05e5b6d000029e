import { useMessages } from '../../providers/MessagesProvider.tsx';
import { ButtonLink } from '../Button/Button.tsx';
import { StatusPage } from '../StatusPage/StatusPage.tsx';

export interface ErrorScreenProps {
  /** The HTTP status of a routing error, e.g. 404. */
  status?: number;
  /** The status text or the error's message. */
  message?: string;
  homeHref?: string;
}

/** What an unhandled routing error shows: the status or message and a way home. */
export function ErrorScreen({ status, message, homeHref = '/' }: ErrorScreenProps) {
  const { t } = useMessages();
  const detail = [status, message].filter((part) => part !== undefined && part !== '').join(' ');
  return (
    <StatusPage title={t('errorScreen.title')} actions={<ButtonLink href={homeHref}>{t('errorScreen.home')}</ButtonLink>}>
      {detail ? <p>{detail}</p> : null}
    </StatusPage>
  );
}
