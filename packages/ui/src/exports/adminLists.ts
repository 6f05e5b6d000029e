// Exports of the adminLists batch; packages/ui/src/index.ts re-exports this file.
export { UserPlusIcon } from '../icons/adminListsIcons';
export { AdminListState, type AdminListStateProps } from '../components/AdminListState/AdminListState';
export {
  DemoUrlForm,
  defaultDemoUrlFormValues,
  demoUrlExpiries,
  type DemoUrlExpiry,
  type DemoUrlFormProps,
  type DemoUrlFormValues,
} from '../components/DemoUrlForm/DemoUrlForm';
export { DemoUrlRow, type DemoUrlRowProps } from '../components/DemoUrlRow/DemoUrlRow';
export { DemoUrlActions, demoUrlRowActions, type DemoUrlActionsProps, type DemoUrlRowAction } from '../components/DemoUrlRow/DemoUrlActions';
export {
  demoUrlDisplayStatus,
  demoUrlExtensions,
  demoUrlStatuses,
  extensionLabel,
  openSummary,
  type DemoUrl,
  type DemoUrlExtension,
  type DemoUrlStatus,
} from '../components/DemoUrlRow/demoUrl';
export { copyNoticeMs, copyStatuses, useCopyStatus, type CopyStatus } from '../hooks/useCopyStatus';
export { DemoUrlList, type DemoUrlListProps } from '../components/DemoUrlList/DemoUrlList';
export {
  demoUrlFilterLabels,
  demoUrlFilters,
  matchesDemoUrlFilter,
  type DemoUrlFilter,
} from '../components/DemoUrlList/demoUrlFilters';
export { ManagerList, managerConfirmations, type ManagerListProps } from '../components/ManagerList/ManagerList';
export { ManagerRow, type ManagerRowProps } from '../components/ManagerList/ManagerRow';
export {
  isProtectedManager,
  managerActions,
  managerRoleLabels,
  managerRoles,
  managerStatuses,
  type Manager,
  type ManagerAction,
  type ManagerActionError,
  type ManagerActionTarget,
  type ManagerRole,
  type ManagerStatus,
} from '../components/ManagerList/manager';
export { type ManagerActionResult } from '../components/ManagerList/useManagerConfirm';
