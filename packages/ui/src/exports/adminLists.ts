// The adminLists components and what they take; packages/ui/src/index.ts re-exports this file.

export { AdminListState, type AdminListStateProps } from '../components/AdminListState/AdminListState.tsx';
export { AuditLog, type AuditLogProps } from '../components/AuditLog/AuditLog.tsx';
export { type AuditLogFilters, auditActionLabels, emptyAuditLogFilters } from '../components/AuditLog/auditActions.ts';
export {
  type DemoUrlExpiry,
  DemoUrlForm,
  type DemoUrlFormProps,
  type DemoUrlFormValues,
  defaultDemoUrlFormValues,
  demoUrlExpiries,
} from '../components/DemoUrlForm/DemoUrlForm.tsx';
export { DemoUrlList, type DemoUrlListProps, type DemoUrlSort } from '../components/DemoUrlList/DemoUrlList.tsx';
export {
  type DemoUrlFilter,
  demoUrlFilterLabels,
  demoUrlFilters,
  matchesDemoUrlFilter,
} from '../components/DemoUrlList/demoUrlFilters.ts';
export { DemoUrlActions, type DemoUrlActionsProps, type DemoUrlRowAction, demoUrlRowActions } from '../components/DemoUrlRow/DemoUrlActions.tsx';
export { DemoUrlRow, type DemoUrlRowProps } from '../components/DemoUrlRow/DemoUrlRow.tsx';
export {
  type DemoUrl,
  type DemoUrlExtension,
  demoUrlAnchor,
  demoUrlDisplayStatus,
  demoUrlExtensions,
  extensionLabel,
  openSummary,
} from '../components/DemoUrlRow/demoUrl.ts';
export { ManagerList, type ManagerListProps, managerConfirmations } from '../components/ManagerList/ManagerList.tsx';
export { ManagerRow, type ManagerRowProps } from '../components/ManagerList/ManagerRow.tsx';
export {
  isProtectedManager,
  type Manager,
  type ManagerAction,
  type ManagerActionError,
  type ManagerActionTarget,
  managerActions,
  managerRoleLabels,
} from '../components/ManagerList/manager.ts';
export type { ManagerActionResult } from '../components/ManagerList/useManagerConfirm.ts';
export { MfaRequirement, type MfaRequirementProps } from '../components/MfaRequirement/MfaRequirement.tsx';
export { SessionList, type SessionListProps } from '../components/SessionList/SessionList.tsx';
export { type CopyStatus, copyNoticeMs, copyStatuses, useCopyStatus } from '../hooks/useCopyStatus.ts';
export { UserPlusIcon } from '../icons/adminListsIcons.tsx';
