import { useId } from 'react';
import { Button } from '../Button/Button.tsx';
import { FieldMessage } from '../Field/FieldMessage.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './LeadExportButton.css';

export interface LeadExportButtonProps {
  onExport: () => void;
  /** The file is being made: 'Exporting...' with a spinner, and no second request. */
  exporting?: boolean;
  /** Why the last export failed, e.g. 'Failed to export leads'. */
  error?: string;
  /** Nothing to export (the list is loading, failed or empty). */
  disabled?: boolean;
}

/** 'Export CSV': the leads the list's filters match, as a file the app downloads. */
export function LeadExportButton({ onExport, exporting = false, error, disabled }: LeadExportButtonProps) {
  const errorId = useId();
  return (
    <div className={styles.root}>
      <Button
        tone="secondary"
        size="sm"
        loading={exporting}
        disabled={disabled}
        aria-describedby={error ? errorId : undefined}
        onClick={() => {
          if (!exporting) onExport();
        }}
      >
        {exporting ? 'Exporting...' : 'Export CSV'}
      </Button>
      {/* Always in the page, so the notice is announced when it appears. */}
      <VisuallyHidden>
        <span role="status">{exporting ? 'Exporting the leads...' : ''}</span>
      </VisuallyHidden>
      {error ? (
        <FieldMessage id={errorId} tone="critical">
          {error}
        </FieldMessage>
      ) : null}
    </div>
  );
}
