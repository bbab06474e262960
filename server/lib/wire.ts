// Rows as the wire carries them (times are ISO 8601 text).

/** `R` with each Date member as ISO 8601 text (a member that may be null stays nullable). */
export type WireDates<R> = {
  [K in keyof R]: R[K] extends Date ? string : Date extends R[K] ? Exclude<R[K], Date> | string : R[K];
};

/** The row with each Date value written as ISO 8601 text; every other value as it is. */
export function wireDates<R extends object>(row: R): WireDates<R> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  ) as WireDates<R>;
}
