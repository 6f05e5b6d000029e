/** Requests the app makes to itself (a page reading the API as it renders), told apart from the ones that came in. */
const local = new WeakSet<Request>();

export function markLocal(request: Request): Request {
  local.add(request);
  return request;
}

/** It came from the app itself, not over the network: its time is part of the page's request already. */
export function isLocal(request: Request): boolean {
  return local.has(request);
}
