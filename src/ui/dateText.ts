// A date (yyyy-MM-dd) or a date and time (yyyy-MM-ddTHH:mm), the values the app and the server exchange, written and
// read as a person of the interface's language writes them: zh yyyy/mm/dd, en mm/dd/yyyy, es dd/mm/yyyy, the time
// (24 h) after a space. Reading also takes the value's own form (yyyy-MM-dd…) in every language.

type Order = 'ymd' | 'mdy' | 'dmy';

const ORDER: Record<string, Order> = { zh: 'ymd', en: 'mdy', es: 'dmy' };

const orderOf = (language: string): Order => ORDER[language.slice(0, 2)] ?? 'ymd';

const pad = (n: number) => String(n).padStart(2, '0');

/** The value as the language writes it, or '' for no (or a malformed) value. */
export function showDate(value: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}:\d{2}))?/.exec(value);
  if (!match) return '';
  const [, y, m, d, time] = match;
  const order = orderOf(language);
  const date = order === 'ymd' ? `${y}/${m}/${d}` : order === 'mdy' ? `${m}/${d}/${y}` : `${d}/${m}/${y}`;
  return time ? `${date} ${time}` : date;
}

function isDay(y: number, m: number, d: number) {
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

/**
 * The value a person's text means: yyyy-MM-dd (with `withTime`, yyyy-MM-ddTHH:mm), '' for blank text, or null when
 * the text is not a whole, real date (and time) in the language's order or the value's own.
 */
export function readDate(text: string, language: string, withTime = false): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const match = /^(\d{1,4})[/.-](\d{1,2})[/.-](\d{1,4})(?:[ T]+(\d{1,2}):(\d{2}))?$/.exec(trimmed);
  if (!match) return null;
  const [, a = '', b = '', c = '', hours, minutes] = match;
  if (withTime !== (hours !== undefined)) return null;
  const order = a.length === 4 ? 'ymd' : orderOf(language);
  if (order === 'ymd' ? a.length !== 4 : c.length !== 4) return null;
  const [y, m, d] = order === 'ymd' ? [a, b, c] : order === 'mdy' ? [c, a, b] : [c, b, a];
  if (!isDay(Number(y), Number(m), Number(d))) return null;
  const date = `${y}-${pad(Number(m))}-${pad(Number(d))}`;
  if (!withTime) return date;
  if (Number(hours) > 23 || Number(minutes) > 59) return null;
  return `${date}T${pad(Number(hours))}:${minutes}`;
}
