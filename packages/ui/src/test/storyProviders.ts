import type { Clipboard } from '../providers/ClipboardProvider.tsx';

/** The moment every story lives in: Saturday 21 November 2026, 10:00 local time. */
const storyNowDate = new Date(2026, 10, 21, 10, 0, 0);
export const storyNow = () => storyNowDate;

/** A clipboard that accepts every write, and one that refuses. */
export const fixedClipboard: Clipboard = { writeText: async () => undefined };
export const failingClipboard: Clipboard = { writeText: async () => Promise.reject(new Error('Clipboard unavailable')) };

/** Days from the story's now, for expiry states. */
export const daysFromStoryNow = (days: number, hour = 12) =>
  new Date(storyNowDate.getFullYear(), storyNowDate.getMonth(), storyNowDate.getDate() + days, hour, 0, 0).toISOString();
