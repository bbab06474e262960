// A consignment's fields and their rules: the booking wizard and the on-site form check them as the person types, and
// the wire schemas (contracts/consign-info.ts, sample-info.ts) are built from the same constants, so the server
// refuses what the forms refuse.

/** The contact fields of a consignment: the consignor fills them in, the lab corrects them later (SYNC). */
export const CONTACT_FIELDS = ['linkPerson', 'linkPersonPhone', 'jzunit', 'jhperson', 'jzcardNo', 'jzphone'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** The longest value each contact field takes, in characters. */
export const CONTACT_MAX_LENGTH: Readonly<Record<ContactField, number>> = {
  linkPerson: 64,
  linkPersonPhone: 32,
  jzunit: 128,
  jhperson: 64,
  jzcardNo: 32,
  jzphone: 32,
};

/** The phone rule, as a regular expression's source: digits with an optional leading +, spaces and dashes; 6–20 characters. */
export const PHONE_RULE = String.raw`\+?[0-9][0-9\s-]{5,19}`;
/** The witness's card number rule: letters, digits and dashes, 4–32 characters. */
export const CARD_NO_RULE = '[0-9A-Za-z-]{4,32}';

const whole = (rule: string) => new RegExp(`^(?:${rule})$`);
const phone = whole(PHONE_RULE);
const cardNo = whole(CARD_NO_RULE);

/** Whether `value` (surrounding spaces aside) is a phone number by the phone rule. */
export const isPhone = (value: string): boolean => phone.test(value.trim());

/** A wire pattern for a contact field with `rule`: blank (a draft may leave it out) or a value by the rule. */
export const blankOr = (rule: string): string => String.raw`^\s*(?:${rule})?\s*$`;

/** Why a contact field is not acceptable ('required', 'phone', 'cardNo'), or null. */
export function contactProblem(field: ContactField, value: string): 'required' | 'phone' | 'cardNo' | null {
  const blank = value.trim() === '';
  if ((field === 'linkPerson' || field === 'linkPersonPhone') && blank) return 'required';
  if ((field === 'linkPersonPhone' || field === 'jzphone') && !blank && !isPhone(value)) return 'phone';
  if (field === 'jzcardNo' && !blank && !cardNo.test(value.trim())) return 'cardNo';
  return null;
}

/** The limits of a sample's own fields and of its curing ages (whole days). */
export const SAMPLE_LIMITS = {
  specificationType: 128,
  produceInfo: 256,
  projectPart: 256,
  minAgeDays: 1,
  maxAgeDays: 3650,
} as const;
