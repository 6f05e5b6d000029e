import type { LeadSettings } from '@fleet/api-client';
import { useId } from 'react';
import { AdminListState } from '../AdminListState/AdminListState.tsx';
import { Card } from '../Card/Card.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { LeadSettingsFields } from './LeadSettingsFields.tsx';
import * as styles from './LeadSettingsForm.css';

export interface LeadSettingsFormProps {
  /** The saved settings (getLeadSettings); the form starts from them, and starts again when they change. */
  settings?: LeadSettings;
  /** Called with the whole settings once they pass the form's checks (the target converted to minutes). */
  onSave: (settings: LeadSettings) => void;
  /** The save is running: the button reads 'Saving...' and waits. */
  saving?: boolean;
  /** Why loading (without `settings`) or saving failed, e.g. 'Failed to save the lead settings'; announced as an alert. */
  error?: string;
  /** The last save went through: 'Lead settings saved.' shows until the person edits again. */
  saved?: boolean;
  /** Not a super admin: the settings show, disabled, with no Save. */
  readOnly?: boolean;
  loading?: boolean;
}

/** 'Lead Assignment & Response': how new leads get an owner, and the business hours and target of the response clock. */
export function LeadSettingsForm({ settings, onSave, saving, error, saved, readOnly, loading }: LeadSettingsFormProps) {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId}>
      <div className={styles.body}>
        <div className={styles.header}>
          <Heading level="2" size="4" id={titleId}>
            Lead Assignment &amp; Response
          </Heading>
          <p className={styles.description}>How new leads get an owner, and how long they may wait to be worked before they count as overdue.</p>
        </div>
        <AdminListState
          loading={loading}
          loadingText="Loading the lead settings..."
          error={settings ? undefined : error}
          empty={settings === undefined}
          emptyText="No lead settings"
        >
          {settings ? <LeadSettingsFields settings={settings} onSave={onSave} saving={saving} error={error} saved={saved} readOnly={readOnly} /> : null}
        </AdminListState>
      </div>
    </Card>
  );
}
