/**
 * Waits for `work` to settle, at most `ms`, and never throws: for closing connections to a server that may be away,
 * where a goodbye nobody answers must not hold up a shutdown. Says whether it settled in time.
 */
export async function settleWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const settled = work.then(
    () => true as const,
    () => true as const,
  );
  try {
    return await Promise.race([settled, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
