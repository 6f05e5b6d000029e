import type { Server, ServerResponse } from 'node:http';

export interface RequestsInFlight {
  /** Requests received and not yet answered to the end (or cut). */
  count(): number;
  /**
   * From now on every answer says `Connection: close` and its connection closes after it, including the answers of
   * requests already under way, so no keep-alive connection outlives a shutdown.
   */
  closeAfterAnswer(): void;
}

/** Counts the server's requests in flight, ahead of the app's own handler, which it leaves as it is. */
export function trackRequests(server: Server): RequestsInFlight {
  const open = new Set<ServerResponse>();
  let closing = false;
  server.prependListener('request', (_request, response: ServerResponse) => {
    open.add(response);
    response.once('close', () => open.delete(response));
    if (closing) response.setHeader('Connection', 'close');
  });
  return {
    count: () => open.size,
    closeAfterAnswer() {
      closing = true;
      for (const response of open) if (!response.headersSent) response.setHeader('Connection', 'close');
    },
  };
}
