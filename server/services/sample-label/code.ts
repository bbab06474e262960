import { randomBytes } from 'node:crypto';
import { LABEL_CODE_ALPHABET, LABEL_CODE_LENGTH } from '../../../contracts/label-code';

/**
 * A new label code: 12 Crockford base32 characters, 5 random bits each (60 bits from the system's CSPRNG), so a
 * code cannot be guessed from another (docs/decisions.md "Sample label codes"). Uniqueness is the unique index's.
 */
export function newLabelCode(): string {
  const bytes = randomBytes(LABEL_CODE_LENGTH);
  let code = '';
  // 256 is a multiple of 32: each byte's low five bits are uniform.
  for (const byte of bytes) code += LABEL_CODE_ALPHABET[byte & 31];
  return code;
}
