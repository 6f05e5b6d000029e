// The feedback components and what they take; packages/ui/src/index.ts re-exports this file.

export { type BadgeSize, type BadgeTone, badgeSizes, badgeTones } from '../components/Badge/Badge.css';
export { Badge, type BadgeProps } from '../components/Badge/Badge.tsx';
export { EmptyState, type EmptyStateProps } from '../components/EmptyState/EmptyState.tsx';
export { type InlineMessageTone, inlineMessageTones } from '../components/InlineMessage/InlineMessage.css';
export { InlineMessage, type InlineMessageProps } from '../components/InlineMessage/InlineMessage.tsx';
export { type SkeletonShape, skeletonShapes } from '../components/Skeleton/Skeleton.css';
export { Skeleton, type SkeletonProps } from '../components/Skeleton/Skeleton.tsx';
export { type StatusBadgeStatus, statusBadgeStatuses } from '../components/StatusBadge/StatusBadge.css';
export { StatusBadge, type StatusBadgeProps, statusBadgeLabels, statusBadgeTones } from '../components/StatusBadge/StatusBadge.tsx';
export { TriangleAlertIcon } from '../icons/feedbackIcons.tsx';
