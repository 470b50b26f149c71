/**
 * Money on the order edit form. The server keeps integer cents; staff type euros in their language's notation
 * (the number field parses it). Gross follows net by the German VAT factor 1.19, truncated to whole cents (spec 001
 * section 5, "Order edit").
 */

/** Gross cents of `netCents`: net x 1.19 truncated. Integer arithmetic: 100 x 1.19 in floating point is 118.99…. */
export function grossFromNet(netCents: number): number {
  return Math.trunc((netCents * 119) / 100);
}

/**
 * Cents of euros as typed in a text field, in any of the five languages' notations: `239,50`, `239.50`,
 * `1.234,56`, `1,234.56`, `€ 285`. The last `.` or `,` followed by one or two digits is the decimal mark; other
 * marks group thousands. Null for anything else (empty, letters, a negative amount).
 */
export function parseEuros(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f€]/g, '');
  if (!/^\d[\d.,]*$/.test(compact)) return null;
  const decimal = /[.,](\d{1,2})$/.exec(compact);
  const whole = (decimal ? compact.slice(0, decimal.index) : compact).replace(/[.,]/g, '');
  if (!/^\d+$/.test(whole)) return null;
  const fraction = decimal ? decimal[1]!.padEnd(2, '0') : '00';
  return Number(whole) * 100 + Number(fraction);
}

/** Cents as the field shows them: two decimals in the language's notation, without grouping (`1234,50`). */
export function formatEuros(cents: number, language: string): string {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(cents / 100);
}
