import { ArrowLeftIcon } from '../../icons/icons.tsx';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { Button, ButtonLink } from '../Button/Button.tsx';
import { StatusPage } from '../StatusPage/StatusPage.tsx';

export interface NotFoundProps {
  /** Goes back one step in the history; the app owns the router. */
  onBack: () => void;
  homeHref?: string;
}

/** The body of the 404 page for any unknown path. */
export function NotFound({ onBack, homeHref = '/' }: NotFoundProps) {
  const { t } = useMessages();
  return (
    <StatusPage
      code="404"
      title={t('notFound.title')}
      actions={
        <>
          <Button tone="secondary" icon={<ArrowLeftIcon />} onClick={onBack}>
            {t('notFound.back')}
          </Button>
          <ButtonLink href={homeHref}>{t('notFound.home')}</ButtonLink>
        </>
      }
    >
      <p>{t('notFound.description')}</p>
    </StatusPage>
  );
}
