import type { SelectOption } from '../Select/Select.tsx';

// Some engines leave the plain 'UTC' out of their list; the server takes it, and a team may have chosen it.
const listed = (): readonly string[] => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);

/** 'America/New_York' → 'America/New York'. */
export const timeZoneLabel = (zone: string) => zone.replaceAll('_', ' ');

/** The IANA time zones the browser knows, the current one included even where the browser does not list it. */
export function timeZoneOptions(current: string): readonly SelectOption[] {
  const zones = listed();
  const all = current === '' || zones.includes(current) ? zones : [current, ...zones];
  return all.map((zone) => ({ value: zone, label: timeZoneLabel(zone) }));
}
