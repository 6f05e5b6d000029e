export interface PageViewEvent {
  event: 'page_view';
  page_path: string;
  page_title: string;
}

declare global {
  interface Window {
    dataLayer?: object[];
  }
}

/** One page_view per route change into the analytics data layer (created if no tag manager made it). */
export function pushPageView(window: Window, path: string, title: string): void {
  window.dataLayer ??= [];
  window.dataLayer.push({ event: 'page_view', page_path: path, page_title: title } satisfies PageViewEvent);
}
