/**
 * An error the caller may read: `key` is a locale key (errors.*), `params` fill its {placeholders}.
 * The error handler turns it into the ABP envelope with `status`.
 */
export class UserFacingError extends Error {
  constructor(
    readonly key: string,
    readonly status = 400,
    readonly params: Record<string, string | number> = {},
    readonly headers: Record<string, string> = {},
    /** For input errors: the members at fault; the answer then carries validationErrors. */
    readonly members?: string[],
  ) {
    super(key);
    this.name = 'UserFacingError';
  }
}

export const notFound = () => new UserFacingError('errors.notFound', 404);
export const forbidden = () => new UserFacingError('errors.forbidden', 403);
export const unauthorized = (key = 'errors.unauthorized') => new UserFacingError(key, 401);

/** A 400 about one input member, answered with validationErrors like a schema failure. */
export const invalidInput = (
  member: string,
  key = 'errors.validation.invalid',
  params: Record<string, string | number> = {},
) => new UserFacingError(key, 400, { field: member, ...params }, {}, [member]);

/** One problem among several, for InvalidInputs. */
export interface InputProblem {
  key: string;
  params?: Record<string, string | number>;
  members: string[];
}

/**
 * A 400 listing several problems at once (e.g. every bad row of an imported workbook): `key` is the
 * summary message, each problem becomes one entry of validationErrors.
 */
export class InvalidInputs extends UserFacingError {
  constructor(
    key: string,
    params: Record<string, string | number>,
    readonly problems: InputProblem[],
  ) {
    super(
      key,
      400,
      params,
      {},
      problems.flatMap((p) => p.members),
    );
  }
}
