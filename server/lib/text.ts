// Small rules for text that comes in from forms and filters.

/** `%text%` for ILIKE, trimmed, with the caller's own wildcards taken literally. */
export const containing = (text: string) => `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A blank filter (the client writes null as an empty string) filters nothing. */
export const given = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** A form field stored trimmed; blank is not given (null). */
export const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
