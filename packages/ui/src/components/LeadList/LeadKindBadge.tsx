import type { LeadKind } from '@fleet/api-client';
import type { ReactNode } from 'react';
import { MailIcon, PlayIcon } from '../../icons/index.ts';
import type { BadgeSize } from '../Badge/Badge.css';
import { Badge } from '../Badge/Badge.tsx';
import { leadKindLabels } from './lead.ts';

const kindIcons: Record<LeadKind, ReactNode> = { contact: <MailIcon />, demo: <PlayIcon /> };

export interface LeadKindBadgeProps {
  kind: LeadKind;
  size?: BadgeSize;
}

/** 'Contact' or 'Demo': which website form the lead came from. */
export function LeadKindBadge({ kind, size }: LeadKindBadgeProps) {
  return (
    <Badge size={size} icon={kindIcons[kind]}>
      {leadKindLabels[kind]}
    </Badge>
  );
}
