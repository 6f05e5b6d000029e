/** The event the site pushes for every page shown (`pageViewScript`, site/src/layouts/documentScripts.ts), in the same shape. */
export interface PageView {
  event: 'page_view';
  page_path: string;
  page_title: string;
}

/** Where the analytics data layer lives: `window`, whose `dataLayer` a tag manager may have made already. */
export interface DataLayerHost {
  dataLayer?: unknown[];
}

/**
 * Records one page_view per page shown into `host`'s data layer (made when no tag manager made it). A path is a page:
 * asked again for the path it last recorded (React's second run of an effect in development, a filter changing only
 * the query string), it records nothing.
 */
export function pageViewRecorder(host: DataLayerHost) {
  let lastPath: string | undefined;
  return (path: string, title: string): void => {
    if (path === lastPath) return;
    lastPath = path;
    host.dataLayer ??= [];
    host.dataLayer.push({ event: 'page_view', page_path: path, page_title: title } satisfies PageView);
  };
}
