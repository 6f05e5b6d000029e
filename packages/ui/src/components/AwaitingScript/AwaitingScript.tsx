import { type ReactNode, useLayoutEffect, useState } from 'react';
import * as styles from './AwaitingScript.css';

export interface AwaitingScriptProps {
  children: ReactNode;
  /** Said while the script is on its way, e.g. 'The calculator is getting ready…'. */
  loadingLabel: string;
  /** Said when the browser runs no script at all. */
  noScriptLabel: string;
  /** Stories pin the waiting state; on a page it ends once the component runs. */
  awaiting?: boolean;
}

/**
 * Controls that work only with script (the cost calculator): as the server sends them they are visibly not
 * ready yet, with a word on why, rather than silently dead; they come alive once their script has run.
 */
export function AwaitingScript({ children, loadingLabel, noScriptLabel, awaiting }: AwaitingScriptProps) {
  const [running, setRunning] = useState(false);
  // In the commit that brings the controls to life, not a frame later: no moment of live controls that look dead.
  useLayoutEffect(() => setRunning(true), []);
  const waiting = awaiting ?? !running;
  return (
    <div className={styles.root} data-awaiting-script={waiting ? '' : undefined} aria-busy={waiting || undefined}>
      <p className={styles.note}>
        <span className={styles.whileLoading}>{loadingLabel}</span>
        <span className={styles.whenNoScript}>{noScriptLabel}</span>
      </p>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
