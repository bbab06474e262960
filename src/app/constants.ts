// Technical-support contact shown in the footer. Placeholders until the operator's
// real numbers are known (docs/decisions.md).
export const SUPPORT_PHONE = '400-000-0000';
export const SUPPORT_CHAT = '800000000';
