/** The product's rule: a link is valid if its scheme is http, https, mailto or tel. */
export function isSafeLink(value: string | null | undefined): boolean {
  if (!value) return false;
  return /^(https?:|mailto:|tel:)/i.test(value.trim());
}
