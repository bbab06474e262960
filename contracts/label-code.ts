// The sample label code, apart from the TypeBox shapes of ./sample-label.ts so the phone's scanner page can check a
// code without loading TypeBox. 12 characters of Crockford base32: 60 random bits (docs/decisions.md, "Sample label
// codes").

/** Crockford's base32 alphabet: digits and letters without I, L, O and U. */
export const LABEL_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const LABEL_CODE_LENGTH = 12;
/** A stored label code. */
export const LABEL_CODE_PATTERN = `^[${LABEL_CODE_ALPHABET}]{${LABEL_CODE_LENGTH}}$`;
/** What a person or a scanner may type for a code: any case, with spaces or hyphens between groups. */
export const TYPED_LABEL_CODE_PATTERN = '^[0-9A-Za-z -]{12,24}$';

/**
 * The stored spelling of a typed code, as Crockford decodes: upper case, without spaces and hyphens, I and L read
 * as 1 and O as 0. Null when what remains is not a label code.
 */
export function normalizeLabelCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  return new RegExp(LABEL_CODE_PATTERN).test(code) ? code : null;
}
