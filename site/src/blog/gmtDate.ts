/** A WordPress `*_gmt` field (ISO 8601 without a zone, always UTC) as a Date. */
export function gmtDate(gmt: string): Date {
  return new Date(/(?:Z|[+-]\d\d:?\d\d)$/.test(gmt) ? gmt : `${gmt}Z`);
}
