// The leads inbox components and what they take; packages/ui/src/index.ts re-exports this file.

export { EngagementList, type EngagementListProps } from '../components/EngagementList/EngagementList.tsx';
export { LeadDemoLink, type LeadDemoLinkProps } from '../components/LeadDetail/LeadDemoLink.tsx';
export { LeadDetail, type LeadDetailProps } from '../components/LeadDetail/LeadDetail.tsx';
export { hasLeadResponse, LeadResponse, type LeadResponseProps } from '../components/LeadDetail/LeadResponse.tsx';
export type { Lead, LeadField } from '../components/LeadDetail/leadDetail.ts';
export { LeadEmailStateBadge, type LeadEmailStateBadgeProps } from '../components/LeadEmails/LeadEmailStateBadge.tsx';
export { LeadEmails, type LeadEmailsProps } from '../components/LeadEmails/LeadEmails.tsx';
export { type LeadEmailResendError, leadEmailStateLabels } from '../components/LeadEmails/leadEmail.ts';
export { LeadExportButton, type LeadExportButtonProps } from '../components/LeadExportButton/LeadExportButton.tsx';
export { LeadHistory, type LeadHistoryProps } from '../components/LeadHistory/LeadHistory.tsx';
export { describeChange, type LeadChange, type LeadHistoryEntry } from '../components/LeadHistory/leadHistory.ts';
export { LeadKindBadge, type LeadKindBadgeProps } from '../components/LeadList/LeadKindBadge.tsx';
export { LeadList, type LeadListProps } from '../components/LeadList/LeadList.tsx';
export { LeadRow, type LeadRowProps } from '../components/LeadList/LeadRow.tsx';
export {
  emptyLeadListFilters,
  isLeadListFiltered,
  type LeadListFilters,
  type LeadOwnerFilter,
  type LeadPerson,
  type LeadResponseFilter,
  type LeadSummary,
  leadKindLabels,
  leadName,
  leadResponseFilterLabels,
  leadResponseFilters,
} from '../components/LeadList/lead.ts';
export { LeadNotes, type LeadNotesProps } from '../components/LeadNotes/LeadNotes.tsx';
export { type LeadNote, leadNoteMaxLength } from '../components/LeadNotes/leadNote.ts';
export { LeadRequests, type LeadRequestsProps } from '../components/LeadRequests/LeadRequests.tsx';
export {
  attributionLine,
  differingFields,
  type LeadFieldDifference,
  type LeadRequest,
  requestedAgainLabel,
  senderLine,
} from '../components/LeadRequests/leadRequest.ts';
export { RequestedAgainBadge, type RequestedAgainBadgeProps } from '../components/LeadRequests/RequestedAgainBadge.tsx';
export { LeadStatusBadge, type LeadStatusBadgeProps } from '../components/LeadStatusBadge/LeadStatusBadge.tsx';
export { leadStatusLabels, leadStatusTones } from '../components/LeadStatusBadge/leadStatus.ts';
export { LeadStatusMenu, type LeadStatusMenuProps } from '../components/LeadStatusMenu/LeadStatusMenu.tsx';
export { formatBusinessMinutes } from '../components/ResponseBadge/formatBusinessMinutes.ts';
export { ResponseBadge, type ResponseBadgeProps } from '../components/ResponseBadge/ResponseBadge.tsx';
export { type ResponseState, responseStateLabels, responseStates, responseStateTones } from '../components/ResponseBadge/responseState.ts';
export { ResponseTimePanel, type ResponseTimePanelProps } from '../components/ResponseTimePanel/ResponseTimePanel.tsx';
