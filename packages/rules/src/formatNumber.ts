const integer = new Intl.NumberFormat('en-US');
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 12847 → '12,847' (locale thousands separators). */
export function formatNumber(value: number): string {
  return integer.format(value);
}

/** 15.99 → '$15.99'. */
export function formatMoney(value: number): string {
  return money.format(value);
}
