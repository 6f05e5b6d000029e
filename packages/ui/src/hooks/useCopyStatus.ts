import { useCallback, useEffect, useRef, useState } from 'react';
import { useClipboard } from '../providers/ClipboardProvider.tsx';

export const copyStatuses = ['idle', 'copied', 'error'] as const;
export type CopyStatus = (typeof copyStatuses)[number];

/** The copy confirmation lasts 2 s. */
export const copyNoticeMs = 2000;

/** Copies through the app's clipboard and shows the outcome for 2 s; `forced` pins the state for stories and screenshots. */
export function useCopyStatus(forced?: CopyStatus) {
  const clipboard = useClipboard();
  const [status, setStatus] = useState<CopyStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string) => {
      clearTimeout(timer.current);
      let outcome: CopyStatus = 'copied';
      try {
        await clipboard.writeText(text);
      } catch {
        outcome = 'error';
      }
      setStatus(outcome);
      timer.current = setTimeout(() => setStatus('idle'), copyNoticeMs);
    },
    [clipboard],
  );

  return { status: forced ?? status, copy };
}
