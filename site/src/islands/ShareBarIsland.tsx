import { ShareBar, type ShareBarProps } from '@fleet/ui/components/ShareBar/ShareBar.tsx';

/** A post's share row: its links work as HTML, its 'Copy Link' needs script. */
export function ShareBarIsland(props: ShareBarProps) {
  return <ShareBar {...props} />;
}
