import type { LeadStatus } from '@fleet/api-client';
import { timeFromNow } from '@fleet/rules';
import { ArrowLeftIcon } from '../../icons/index.ts';
import { useNow } from '../../providers/ClockProvider.tsx';
import { AdminListState } from '../AdminListState/AdminListState.tsx';
import { AdminPageHeader } from '../AdminPageHeader/AdminPageHeader.tsx';
import { ButtonLink } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { LeadEmails } from '../LeadEmails/LeadEmails.tsx';
import type { LeadEmailResendError } from '../LeadEmails/leadEmail.ts';
import { LeadHistory } from '../LeadHistory/LeadHistory.tsx';
import { LeadKindBadge } from '../LeadList/LeadKindBadge.tsx';
import { companyAndEmail, formatLeadTime, leadName } from '../LeadList/lead.ts';
import { LeadNotes } from '../LeadNotes/LeadNotes.tsx';
import { LeadRequests } from '../LeadRequests/LeadRequests.tsx';
import { RequestedAgainBadge } from '../LeadRequests/RequestedAgainBadge.tsx';
import { LeadStatusMenu } from '../LeadStatusMenu/LeadStatusMenu.tsx';
import { LeadDemoLink } from './LeadDemoLink.tsx';
import * as styles from './LeadDetail.css';
import { LeadFields } from './LeadFields.tsx';
import { LeadOrigin } from './LeadOrigin.tsx';
import { LeadOwner } from './LeadOwner.tsx';
import { hasLeadResponse, LeadResponse } from './LeadResponse.tsx';
import type { Lead } from './leadDetail.ts';

export interface LeadDetailProps {
  lead?: Lead;
  loading?: boolean;
  /** Shown instead of the lead, e.g. 'Failed to load the lead' or 'Lead not found'. */
  error?: string;
  /** The manager looking at the lead: 'Take Lead' is not offered on their own. */
  viewerId: string;
  /** The inbox, for 'All Leads'. */
  backHref?: string;
  /** The lead's demo link in the demo URL list. */
  demoLinkHref?: string;

  onStatusChange: (status: LeadStatus) => void;
  statusSaving?: boolean;
  statusError?: string;

  /** Assigns the lead to the viewer. */
  onTake: () => void;
  taking?: boolean;
  takeError?: string;

  /** The note being written; the app keeps it and empties it once the note is saved. */
  noteDraft: string;
  onNoteDraftChange: (draft: string) => void;
  /** Called with the note, its ends trimmed, when it holds 1 to 1000 characters. */
  onAddNote: (text: string) => void;
  addingNote?: boolean;
  noteError?: string;

  /** Super admins: a failed e-mail offers 'Send Again'. */
  canResend?: boolean;
  onResend?: (emailId: string) => void;
  /** The e-mail being sent again. */
  resending?: string;
  resendError?: LeadEmailResendError;
}

/**
 * A lead's page: who sent it and where it stands (status, owner, 'Take Lead', how it stands against the response
 * target), what they sent (and each unconfirmed repeat request from their address), where they came from, the team's
 * notes, the demo link sent to them, the e-mails about it and its history.
 */
export function LeadDetail({
  lead,
  loading,
  error,
  viewerId,
  backHref,
  demoLinkHref,
  onStatusChange,
  statusSaving,
  statusError,
  onTake,
  taking,
  takeError,
  noteDraft,
  onNoteDraftChange,
  onAddNote,
  addingNote,
  noteError,
  canResend,
  onResend,
  resending,
  resendError,
}: LeadDetailProps) {
  const now = useNow();
  const requestCount = lead?.request_count ?? 1;
  const requests = lead?.requests ?? [];
  return (
    <div className={styles.page}>
      {backHref ? (
        <div className={styles.back}>
          <ButtonLink href={backHref} tone="ghost" size="sm" icon={<ArrowLeftIcon size={16} />}>
            All Leads
          </ButtonLink>
        </div>
      ) : null}
      <AdminPageHeader title={lead ? leadName(lead) : 'Lead'} description={lead ? companyAndEmail(lead) : undefined} />
      <AdminListState loading={loading} loadingText="Loading the lead..." error={error} empty={!lead} emptyText="Lead not found">
        {lead ? (
          <>
            <Card padding="md">
              <dl className={styles.standing}>
                <div className={styles.standingItem}>
                  <dt className={styles.standingLabel}>Kind</dt>
                  <dd className={styles.standingValue}>
                    <LeadKindBadge kind={lead.kind} />
                  </dd>
                </div>
                <div className={styles.standingItem}>
                  <dt className={styles.standingLabel}>Received</dt>
                  <dd className={styles.standingValue}>
                    <span className={styles.valueLine}>
                      <time dateTime={lead.received_at}>{formatLeadTime(lead.received_at)}</time>
                    </span>
                    <span className={styles.note}>{timeFromNow(lead.received_at, now)}</span>
                    {requestCount > 1 ? (
                      <>
                        <RequestedAgainBadge count={requestCount} size="sm" />
                        {lead.last_requested_at ? (
                          <span className={styles.note}>
                            {'Last '}
                            <time dateTime={lead.last_requested_at}>{formatLeadTime(lead.last_requested_at)}</time>
                          </span>
                        ) : null}
                      </>
                    ) : null}
                  </dd>
                </div>
                <div className={styles.standingItem}>
                  <dt className={styles.standingLabel}>Status</dt>
                  <dd className={styles.standingValue}>
                    <LeadStatusMenu status={lead.status} onChange={onStatusChange} saving={statusSaving} error={statusError} />
                  </dd>
                </div>
                <div className={styles.standingItem}>
                  <dt className={styles.standingLabel}>Owner</dt>
                  <dd className={styles.standingValue}>
                    <LeadOwner owner={lead.owner} viewerId={viewerId} onTake={onTake} taking={taking} error={takeError} />
                  </dd>
                </div>
                {hasLeadResponse(lead) ? (
                  <div className={styles.standingItem}>
                    <dt className={styles.standingLabel}>Response</dt>
                    <dd className={styles.standingValue}>
                      <LeadResponse overdue={lead.overdue} respond_by={lead.respond_by} worked_at={lead.worked_at} response_minutes={lead.response_minutes} />
                    </dd>
                  </div>
                ) : null}
              </dl>
            </Card>
            <div className={styles.columns}>
              <div className={styles.column}>
                <LeadFields fields={lead.fields} />
                {requests.length > 1 ? <LeadRequests requests={requests} leadFields={lead.fields} /> : null}
                <LeadOrigin attribution={lead.attribution} />
                <LeadNotes notes={lead.notes} draft={noteDraft} onDraftChange={onNoteDraftChange} onAdd={onAddNote} adding={addingNote} addError={noteError} />
              </div>
              <div className={styles.column}>
                {lead.demo_url ? <LeadDemoLink link={lead.demo_url} href={demoLinkHref} /> : null}
                <LeadEmails emails={lead.emails} canResend={canResend} onResend={onResend} resending={resending} resendError={resendError} />
                <LeadHistory entries={lead.history} />
              </div>
            </div>
          </>
        ) : null}
      </AdminListState>
    </div>
  );
}
