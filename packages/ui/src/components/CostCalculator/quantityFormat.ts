import type { QuantityFormat } from '@fleet/rules';

const formats = new Map<string, QuantityFormat>();

/** How people write a quantity in a locale (`de-DE`: '1.000'), for the calculator's rules to read what they typed. */
export function quantityFormat(intl: string): QuantityFormat {
  let format = formats.get(intl);
  if (!format) {
    const group = new Intl.NumberFormat(intl).formatToParts(1000).find((part) => part.type === 'group')?.value;
    format = group ? { group } : {};
    formats.set(intl, format);
  }
  return format;
}
