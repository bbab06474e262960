// What text may come in, decided once for every request (server/plugins/input-text.ts walks each request's query,
// params and body; the contract keywords of server/lib/validation.ts clean names and phone numbers). PostgreSQL
// refuses NUL in text, and control characters have no business in a form field: they are refused with a 400 that
// names the field, before any handler runs.

/** NUL and the other C0 controls but tab, line feed and carriage return, and DEL: refused in any text. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Tab and line breaks: free text (a remark, a description) keeps them, a single line (a name, a code) refuses them. */
const LINE_BREAK_OR_TAB = /[\t\n\r]/;

/**
 * Invisible format characters: bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), the marks
 * (U+200E/F, U+061C), zero-width spaces and joiners, word joiner and invisible operators, the BOM, soft hyphen and
 * the Mongolian vowel separator. In a name they only hide or reorder what people read (`invoice\u202Efdp.exe` shows
 * as "invoiceexe.pdf"), so names and file names are stored without them.
 */
const INVISIBLE = /[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

/** Whether `text` carries a character no field accepts; `singleLine` refuses tab and line breaks too. */
export const hasControl = (text: string, singleLine = false) =>
  CONTROL.test(text) || (singleLine && LINE_BREAK_OR_TAB.test(text));

/** `text` without the invisible format characters. */
export const withoutInvisible = (text: string) => text.replace(INVISIBLE, '');

/**
 * The first member of `input` (a parsed query, params or JSON body, or a web FormData) whose text carries a control
 * character, as a dotted path ('samples.0.remark'); `prefix` names the top ('' for a body). Keys are checked too.
 */
export function controlAt(input: unknown, prefix = ''): string | undefined {
  const at = (key: string) => (prefix ? `${prefix}.${key}` : key);
  if (typeof input === 'string') return hasControl(input) ? prefix : undefined;
  if (input instanceof FormData) {
    for (const [key, value] of input) {
      if (hasControl(key) || (typeof value === 'string' ? hasControl(value) : hasControl(value.name))) return at(key);
    }
    return undefined;
  }
  if (typeof input !== 'object' || input === null) return undefined;
  for (const [key, value] of Object.entries(input)) {
    const found = hasControl(key) ? at(key) : controlAt(value, at(key));
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Spaces, dashes, dots and brackets people put in a phone number. */
const SEPARATORS = /[\s().-]/g;
/** A mainland China mobile, with or without the country code (+86, 0086, 86). */
const MAINLAND_MOBILE = /^(?:\+|00)?86(1\d{10})$|^(1\d{10})$/;

/**
 * One spelling per mobile number, so that uniqueness, cooldowns, daily caps and look-ups count a number once
 * however it was typed: a mainland mobile as its 11 digits (13612345678, +86 136-1234-5678 and 008613612345678 are
 * one number, stored as the first); any other number without separators, an international prefix 00 written '+'.
 */
export function canonicalMobile(text: string): string {
  const compact = text.trim().replace(SEPARATORS, '');
  const mainland = MAINLAND_MOBILE.exec(compact);
  if (mainland) return mainland[1] ?? mainland[2] ?? compact;
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
}

/** A contact phone (a unit's, a witness's): a mainland mobile in its one spelling, anything else (a landline) as typed. */
export function canonicalContactPhone(text: string): string {
  const mobile = canonicalMobile(text);
  return /^1\d{10}$/.test(mobile) ? mobile : text;
}
