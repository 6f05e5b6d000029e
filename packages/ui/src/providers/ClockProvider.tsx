import { createContext, type ReactNode, useContext } from 'react';

const ClockContext = createContext<() => Date>(() => new Date());

/** The time components see; Storybook and tests pin it so every state and screenshot is stable. */
export function ClockProvider({ now, children }: { now: () => Date; children: ReactNode }) {
  return <ClockContext.Provider value={now}>{children}</ClockContext.Provider>;
}

export function useNow(): Date {
  return useContext(ClockContext)();
}
