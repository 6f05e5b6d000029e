/** Who a request the app makes to itself is made for. */
export interface LocalOrigin {
  /**
   * The visitor's address, as the server resolved it from their own request (TRUSTED_PROXIES): carried beside the
   * request rather than in a header the API would have to believe. Undefined for a page made for no one.
   */
  clientAddress?: string;
}

/** Requests the app makes to itself (a page reading the API as it renders), told apart from the ones that came in. */
const local = new WeakMap<Request, LocalOrigin>();

export function markLocal(request: Request, origin: LocalOrigin = {}): Request {
  local.set(request, origin);
  return request;
}

/** It came from the app itself, not over the network: its time is part of the page's request already. */
export function isLocal(request: Request): boolean {
  return local.has(request);
}

/** The address of the visitor a local request is made for; undefined for a request that came in over the network. */
export function localClientAddress(request: Request): string | undefined {
  const origin = local.get(request);
  return origin === undefined ? undefined : (origin.clientAddress ?? 'unknown');
}
