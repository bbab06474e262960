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
