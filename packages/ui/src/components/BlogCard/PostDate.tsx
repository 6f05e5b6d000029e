import { formatPostDate } from './formatPostDate.ts';

/** A post's publication day, readable and machine-readable. */
export function PostDate({ date }: { date: string }) {
  const { label, dateTime } = formatPostDate(date);
  return <time dateTime={dateTime}>{label}</time>;
}
