import { gzipSync } from 'node:zlib';
import { pageViewScript } from '../src/layouts/documentScripts.ts';

/** The beacon's own statement in the page-view script: everything it adds to a page. */
const beaconStatement = /try \{\s*navigator\.sendBeacon[\s\S]*?\} catch \{\}/;

/**
 * What the site's own page views cost every page: the inline page-view script (raw and gzipped, as a page's HTML is
 * sent compressed), and the part of it the beacon takes. The <noscript> image is read by no browser running script.
 */
export function pageViewBytes(): string {
  const beacon = beaconStatement.exec(pageViewScript)?.[0] ?? '';
  const bytes = (text: string) => Buffer.byteLength(text);
  return [
    'The page views on every page (inline in the HTML, no script file):',
    `  the page-view script: ${bytes(pageViewScript)} bytes (${gzipSync(pageViewScript).length} gzipped alone)`,
    `  of which the beacon to /functions/v1/collect: ${bytes(beacon)} bytes`,
  ].join('\n');
}
