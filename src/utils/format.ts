// Formatting helpers, as the product formats: dates, relative time, numbers.

/** A 10-digit timestamp is seconds; anything else numeric is milliseconds. */
export function toDate(value: Date | number | string): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number' || /^\d+$/.test(value)) {
    const n = Number(value);
    return new Date(String(Math.trunc(n)).length === 10 ? n * 1000 : n);
  }
  return new Date(value);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** yyyy-MM-dd, or yyyy-MM-dd hh:mm:ss with `withTime` (local time). */
export function formatDate(value: Date | number | string, withTime = false): string {
  const d = toDate(value);
  if (Number.isNaN(d.getTime())) return '';
  const date = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return withTime ? `${date} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}` : date;
}

export type RelativeTime =
  | { kind: 'justNow' }
  | { kind: 'minutes'; value: number }
  | { kind: 'hours'; value: number }
  | { kind: 'oneDay' }
  | { kind: 'date'; value: string };

/** Under 30 s 'just now', minutes under an hour, hours under a day, '1 day ago' under two, else a date. */
export function relativeTime(value: Date | number | string, now: number = Date.now()): RelativeTime {
  const then = toDate(value).getTime();
  const seconds = (now - then) / 1000;
  if (seconds < 30) return { kind: 'justNow' };
  if (seconds < 3600) return { kind: 'minutes', value: Math.max(1, Math.ceil(seconds / 60)) };
  if (seconds < 86_400) return { kind: 'hours', value: Math.ceil(seconds / 3600) };
  if (seconds < 2 * 86_400) return { kind: 'oneDay' };
  return { kind: 'date', value: formatDate(then) };
}

/** 1234567 → '1,234,567'. */
export function thousands(value: number): string {
  const [int, frac] = String(value).split('.');
  const grouped = (int ?? '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac ? `${grouped}.${frac}` : grouped;
}

const UNITS = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
];

/** 1500 → '1.5k', 2_000_000 → '2M' (digits after the point, trailing zeros dropped). */
export function abbreviate(value: number, digits = 1): string {
  for (const unit of UNITS) {
    if (Math.abs(value) >= unit.value) {
      return (value / unit.value).toFixed(digits).replace(/\.0+$|(\.[0-9]*[1-9])0+$/, '$1') + unit.symbol;
    }
  }
  return String(value);
}

/** A file's size in the largest unit that keeps it at 1 or more (bytes, KB, MB, GB; 1024 each), for Intl's units. */
export function fileSizeParts(bytes: number): { value: number; unit: 'byte' | 'kilobyte' | 'megabyte' | 'gigabyte' } {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = Math.max(0, bytes);
  let index = 0;
  while (value >= 1024 && index < units.length - 1) {
    value /= 1024;
    index += 1;
  }
  return { value, unit: units[index] as (typeof units)[number] };
}
