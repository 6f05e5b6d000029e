import { Stack } from '../../layout/Stack/Stack.tsx';
import { useMessages } from '../../providers/MessagesProvider.tsx';
import { Button } from '../Button/Button.tsx';
import { InlineMessage } from '../InlineMessage/InlineMessage.tsx';

export interface LeadFormFailureProps {
  /** The server's message, e.g. 'Failed to send email' or a rate-limit notice. */
  message: string;
  onRetry: () => void;
}

/** Why sending failed, with a way to send the same answers again. */
export function LeadFormFailure({ message, onRetry }: LeadFormFailureProps) {
  const { t } = useMessages();
  return (
    <InlineMessage tone="error">
      <Stack gap="sm" align="start">
        <span>{message}</span>
        {/* A submit button: without script it posts the form again; with script the form's own retry runs. */}
        <Button
          type="submit"
          tone="secondary"
          size="sm"
          onClick={(event) => {
            event.preventDefault();
            onRetry();
          }}
        >
          {t('leadForm.tryAgain')}
        </Button>
      </Stack>
    </InlineMessage>
  );
}
