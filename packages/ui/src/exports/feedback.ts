// Exports of the feedback batch; packages/ui/src/index.ts re-exports this file.
export { Badge, type BadgeProps } from '../components/Badge/Badge';
export { badgeSizes, badgeTones, type BadgeSize, type BadgeTone } from '../components/Badge/Badge.css';
export { StatusBadge, statusBadgeLabels, statusBadgeTones, type StatusBadgeProps } from '../components/StatusBadge/StatusBadge';
export { statusBadgeStatuses, type StatusBadgeStatus } from '../components/StatusBadge/StatusBadge.css';
export { Skeleton, type SkeletonProps } from '../components/Skeleton/Skeleton';
export { skeletonShapes, type SkeletonShape } from '../components/Skeleton/Skeleton.css';
export { InlineMessage, type InlineMessageProps } from '../components/InlineMessage/InlineMessage';
export { inlineMessageTones, type InlineMessageTone } from '../components/InlineMessage/InlineMessage.css';
export { EmptyState, type EmptyStateProps } from '../components/EmptyState/EmptyState';
export { TriangleAlertIcon } from '../icons/feedbackIcons';
