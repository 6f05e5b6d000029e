import { ArrowLeftIcon } from '../../icons/icons.tsx';
import { Button, ButtonLink } from '../Button/Button.tsx';
import { StatusPage } from '../StatusPage/StatusPage.tsx';

export interface NotFoundProps {
  /** Goes back one step in the history; the app owns the router. */
  onBack: () => void;
  title?: string;
  description?: string;
  homeHref?: string;
}

/** The body of the 404 page for any unknown path. */
export function NotFound({
  onBack,
  title = 'Page Not Found',
  description = 'The page you are looking for does not exist or has been moved.',
  homeHref = '/',
}: NotFoundProps) {
  return (
    <StatusPage
      code="404"
      title={title}
      actions={
        <>
          <Button tone="secondary" icon={<ArrowLeftIcon />} onClick={onBack}>
            Go Back
          </Button>
          <ButtonLink href={homeHref}>Return Home</ButtonLink>
        </>
      }
    >
      <p>{description}</p>
    </StatusPage>
  );
}
