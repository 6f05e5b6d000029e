import { useMessages } from '../../providers/MessagesProvider.tsx';
import { formatPostDate } from './formatPostDate.ts';

/** A post's publication day, readable and machine-readable. */
export function PostDate({ date }: { date: string }) {
  const { label, dateTime } = formatPostDate(date, useMessages());
  return <time dateTime={dateTime}>{label}</time>;
}
